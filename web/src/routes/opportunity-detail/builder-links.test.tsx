import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { buildAccess, buildInternship, renderDetail } from './detail-test-utils';

const member = buildAccess({ isAuthenticated: true, hasApplicationAccess: false });

describe('the Apply card builder links', () => {
  it('tailors a resume or writes a letter for this listing, for signed-in users', async () => {
    renderDetail('/scholarships/7', { user: buildUser(), access: member });
    expect(await screen.findByRole('link', { name: 'Tailor my resume' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/builder?type=resume&opportunity=scholarship:7',
    );
    expect(screen.getByRole('link', { name: 'Write a cover letter for this' })).toHaveAttribute(
      'href',
      '/builder?type=cover_letter&opportunity=scholarship:7',
    );
  });

  it('names an internship by its own type', async () => {
    renderDetail('/internships/9', { user: buildUser(), access: member, detail: buildInternship({ id: 9 }) });
    expect(await screen.findByRole('link', { name: 'Tailor my resume' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/builder?type=resume&opportunity=internship:9',
    );
  });

  it('is not offered to visitors', async () => {
    renderDetail('/scholarships/7', { access: buildAccess() });
    await screen.findByRole('button', { name: 'Apply Now' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Tailor my resume' })).not.toBeInTheDocument();
  });
});
