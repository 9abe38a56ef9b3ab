import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { buildProfile } from '../../testing/build-profile';
import { json } from '../../testing/fake-api';
import { buildScholarship, findTitle, renderDetail } from './detail-test-utils';

const scholarship = buildScholarship({
  eligibility: 'US citizen, Enrolled full-time,  Minimum 3.0 GPA ,',
  minGPA: 3,
  requiredEducationLevel: 'Undergraduate',
  requiredMajors: ['Computer Science', 'Engineering'],
  requiredStates: ['California'],
});

async function openEligibility(options: Parameters<typeof renderDetail>[1]) {
  const view = renderDetail('/scholarships/7', { detail: scholarship, ...options });
  await findTitle();
  await view.user.click(screen.getByRole('tab', { name: 'Eligibility' }));
  return view;
}

describe('Eligibility tab', () => {
  it('splits the eligibility text on commas into a checklist', async () => {
    await openEligibility({});
    const checklist = screen.getByRole('list', { name: 'Eligibility checklist' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['US citizen', 'Enrolled full-time', 'Minimum 3.0 GPA']);
  });

  it('shows who can apply with the sentence each restriction was read from', async () => {
    const view = renderDetail('/scholarships/7', {
      detail: {
        ...scholarship,
        restrictions: [
          {
            criterion: 'ethnicity',
            value: 'Asian/Pacific Islander',
            evidence: 'Students of Asian and/or Pacific Islander heritage',
          },
          {
            criterion: 'residency',
            value: 'Residents of West Bengal',
            evidence: 'Government of West Bengal',
          },
        ],
      },
    });
    await findTitle();
    await view.user.click(screen.getByRole('tab', { name: 'Eligibility' }));
    const section = screen.getByRole('region', { name: 'Who can apply' });
    expect(
      within(section).getByText('Derived from the listing’s text, not stated by the source.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Heritage: Asian/Pacific Islander', 'Where you live: Residents of West Bengal']);
    expect(
      within(section).getByText('Students of Asian and/or Pacific Islander heritage'),
    ).toBeInTheDocument();
  });

  it('has no "Who can apply" section when nothing was read', async () => {
    await openEligibility({});
    expect(screen.queryByRole('region', { name: 'Who can apply' })).not.toBeInTheDocument();
  });

  it('asks visitors to sign in to compare their profile', async () => {
    await openEligibility({});
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fscholarships%2F7',
    );
    expect(screen.queryByRole('list', { name: 'How your profile matches' })).not.toBeInTheDocument();
  });

  it('checks each stated requirement against a signed-in profile, with the reason', async () => {
    await openEligibility({
      user: buildUser({ gpa: '3.4', educationLevel: "Master's Degree", intendedMajor: 'Computer Science' }),
    });
    const rows = within(screen.getByRole('list', { name: 'How your profile matches' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(4);
    const [gpa, level, major, state] = rows.map((row) => within(row));
    expect(gpa!.getByText('Minimum GPA 3.0')).toBeInTheDocument();
    expect(gpa!.getByText('✓ Met')).toBeInTheDocument();
    expect(gpa!.getByText('Your GPA of 3.4 is within the requirement.')).toBeInTheDocument();
    expect(level!.getByText('✗ Not met')).toBeInTheDocument();
    expect(
      level!.getByText("This is for Undergraduate students; your profile says Master's Degree (Graduate)."),
    ).toBeInTheDocument();
    expect(major!.getByText('✓ Met')).toBeInTheDocument();
    expect(state!.getByRole('link', { name: 'Add this to your profile' })).toHaveAttribute(
      'href',
      '/profile#field-state',
    );
    expect(state!.getByText('Add your state to your profile to check this.')).toBeInTheDocument();
  });

  it("checks what the listing's own words restrict against the whole profile", async () => {
    const restricted = {
      ...scholarship,
      restrictions: [
        {
          criterion: 'citizenship' as const,
          value: 'Citizens of the United States',
          evidence: 'U.S. citizens',
        },
        { criterion: 'gender' as const, value: 'Female', evidence: 'For women' },
        { criterion: 'ethnicity' as const, value: 'Hispanic/Latino', evidence: 'Hispanic students' },
        { criterion: 'need' as const, value: 'Financial need', evidence: 'Need-based' },
      ],
    };
    const profile = buildProfile({ citizenship: 'India', gender: 'Female' });
    await openEligibility({
      detail: restricted,
      user: buildUser(),
      routes: { 'GET /api/profile': () => json(profile) },
    });
    const list = screen.getByRole('list', { name: 'How your profile matches' });
    const row = async (label: string) =>
      within((await within(list).findByText(label)).closest('li') as HTMLElement);
    const citizenship = await row('Citizenship: Citizens of the United States');
    expect(citizenship.getByText('✗ Not met')).toBeInTheDocument();
    expect(citizenship.getByText('Not met by your citizenship.')).toBeInTheDocument();
    expect((await row('Gender: Female')).getByText('✓ Met')).toBeInTheDocument();
    expect(
      (await row('Heritage: Hispanic/Latino')).getByRole('link', { name: 'Add this to your profile' }),
    ).toHaveAttribute('href', '/profile#field-ethnicity');
    const need = await row('Financial need: Financial need');
    expect(need.getByText('? Check yourself')).toBeInTheDocument();
    expect(
      need.getByText(
        'It asks for financial need, which your profile cannot show: check it with the listing.',
      ),
    ).toBeInTheDocument();
  });

  it('links each requirement the profile cannot answer to its own profile field', async () => {
    await openEligibility({
      detail: { ...scholarship, requiredCountries: ['United States'] },
      user: buildUser(),
    });
    const links = within(screen.getByRole('list', { name: 'How your profile matches' })).getAllByRole(
      'link',
      {
        name: 'Add this to your profile',
      },
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profile#field-gpa',
      '/profile#field-educationLevel',
      '/profile#field-intendedMajor',
      '/profile#field-state',
      '/profile#field-country',
    ]);
  });
});
