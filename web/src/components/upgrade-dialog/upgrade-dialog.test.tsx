import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { installDialogPolyfill } from './dialog-polyfill';
import { UpgradeDialog, type UpgradeDialogProps } from './upgrade-dialog';

beforeAll(installDialogPolyfill);

function renderDialog(props: Partial<UpgradeDialogProps> = {}) {
  const onClose = vi.fn();
  renderWithProviders(<UpgradeDialog mode="view_limit" isSignedIn={false} onClose={onClose} {...props} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

describe('UpgradeDialog', () => {
  it('view_limit: is labelled "You\'ve used all 3 free views" and offers $5.99 per week and $0', () => {
    const { dialog } = renderDialog({ returnTo: '/internships/4' });
    expect(screen.getByRole('dialog', { name: "You've used all 3 free views" })).toBe(dialog);
    expect(dialog).toHaveAccessibleDescription(/Create a free account to keep browsing/);
    expect(within(dialog).getByRole('region', { name: 'Premium' })).toHaveTextContent('$5.99 per week');
    expect(within(dialog).getByRole('region', { name: 'Free account' })).toHaveTextContent('$0');
    expect(within(dialog).getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/auth?tab=register&next=%2Finternships%2F4',
    );
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  it('application_access: tells a member the free account is their current plan', () => {
    const { dialog } = renderDialog({ mode: 'application_access', isSignedIn: true });
    expect(dialog).toHaveAccessibleName('Upgrade to Premium to apply');
    expect(within(dialog).getByText('Your current plan')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Create Free Account' })).not.toBeInTheDocument();
  });

  it.each([
    ['status_tracking', 'Upgrade to Premium to track statuses', /Moving an application through Applied/],
    ['documents', 'Upgrade to Premium to attach documents', /Keeping vault documents with each application/],
    [
      'resume_builder',
      'Upgrade to Premium to build resumes',
      /AI resume and cover-letter builder is a Premium/,
    ],
  ] as const)('%s: names what was blocked and leads to /subscribe', (mode, title, description) => {
    const { dialog } = renderDialog({ mode, isSignedIn: true });
    expect(dialog).toHaveAccessibleName(title);
    expect(dialog).toHaveAccessibleDescription(description);
    const premium = within(dialog).getByRole('region', { name: 'Premium' });
    expect(premium).toHaveTextContent('$5.99 per week');
    expect(
      within(premium)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Apply directly',
      'Store application documents',
      'AI resume and cover-letter builder',
      'Application tracking with status updates',
      'Cancel anytime',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(within(dialog).getByText('Your current plan')).toBeInTheDocument();
  });

  it('opens as a modal on mount and reports closing from either close button', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    expect(dialog).toHaveAttribute('open');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
  });
});
