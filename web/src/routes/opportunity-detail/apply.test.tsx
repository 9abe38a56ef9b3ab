import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { json } from '../../testing/fake-api';
import { buildAccess, buildInternship, buildScholarship, renderDetail } from './detail-test-utils';

const premium = buildAccess({ isAuthenticated: true, hasApplicationAccess: true });
const member = buildAccess({ isAuthenticated: true, hasApplicationAccess: false });

async function clickApply(options: Parameters<typeof renderDetail>[1], path = '/scholarships/7') {
  const open = vi.fn(() => null);
  vi.stubGlobal('open', open);
  const view = renderDetail(path, options);
  await view.user.click(await screen.findByRole('button', { name: 'Apply Now' }, { timeout: 5000 }));
  return { ...view, open };
}

describe('Apply Now', () => {
  it('opens the application_access upgrade dialog for a member without Premium', async () => {
    const { open } = await clickApply({ user: buildUser(), access: member });
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium to apply' });
    expect(within(dialog).getByText('$5.99 per week')).toBeInTheDocument();
    expect(within(dialog).getByText('$0')).toBeInTheDocument();
    expect(within(dialog).getByText('Your current plan')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('offers visitors the free account from the same dialog', async () => {
    await clickApply({ access: buildAccess() });
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium to apply' });
    expect(within(dialog).getByRole('link', { name: 'Create Free Account' })).toBeInTheDocument();
  });

  it("says 'Application not available' for a placeholder {host} link and opens nothing", async () => {
    const { open, api } = await clickApply({
      user: buildUser(),
      access: premium,
      detail: buildScholarship({ url: 'https://{host}/apply/123' }),
    });
    expect(await screen.findByText('Application not available')).toBeInTheDocument();
    expect(screen.getByText(/no working application link/)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(api.sent('POST /api/recommendations/events')).toHaveLength(0);
  });

  it("opens the link in a new tab, says 'Opening application page' and records the event", async () => {
    const { open, api } = await clickApply(
      {
        user: buildUser(),
        access: premium,
        detail: buildInternship({ url: 'https://jobs.example.com/42' }),
        routes: { 'POST /api/recommendations/events': () => json({ ok: true }, 201) },
      },
      '/internships/9',
    );
    expect(open).toHaveBeenCalledWith('https://jobs.example.com/42', '_blank', 'noopener,noreferrer');
    expect(await screen.findByText('Opening application page')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('POST /api/recommendations/events')).toHaveLength(1));
    expect(api.sent('POST /api/recommendations/events')[0]?.body).toEqual({
      opportunityId: 9,
      opportunityType: 'internship',
      eventType: 'application',
      metadata: { source: 'detail_page_apply' },
    });
  });

  it('sends no tracking event when signed out', async () => {
    const { open, api } = await clickApply({ access: buildAccess({ hasApplicationAccess: true }) });
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Opening application page')).toBeInTheDocument();
    expect(api.sent('POST /api/recommendations/events')).toHaveLength(0);
  });
});

describe('a closed listing', () => {
  it.each([
    ['closed by its source', '/scholarships/7', buildScholarship({ closed: true }), 'Closed by the source'],
    ['past its deadline', '/scholarships/7', buildScholarship({ deadline: '2020-01-15' }), 'Deadline passed'],
    [
      'for a season that has ended',
      '/internships/9',
      buildInternship({ season: 'Summer 2024' }),
      'Season ended',
    ],
  ])('offers no Apply Now and no upgrade when it is %s, and says why', async (_, path, detail, reason) => {
    renderDetail(path, { user: buildUser(), access: member, detail });
    expect(
      await screen.findByText(`Applications are closed: ${reason}.`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(screen.queryByText('Applying directly is a Premium feature.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse open opportunities' })).toHaveAttribute(
      'href',
      '/opportunities',
    );
  });

  it('keeps Apply Now for a season still ahead', async () => {
    renderDetail('/internships/9', {
      user: buildUser(),
      access: member,
      detail: buildInternship({ season: 'Summer 2099' }),
    });
    expect(await screen.findByRole('button', { name: 'Apply Now' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
