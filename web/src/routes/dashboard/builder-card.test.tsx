import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from './dashboard-test-utils';

describe('the dashboard builder card', () => {
  it('links to the resume builder', async () => {
    await renderDashboard();
    const card = await screen.findByRole('region', { name: 'Resume builder' });
    expect(within(card).getByRole('link', { name: 'Open the resume builder' })).toHaveAttribute(
      'href',
      '/builder?type=resume',
    );
  });
});
