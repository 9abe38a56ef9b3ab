import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fake-api';
import { buildProfile, multiStep, renderProfile, setUpProfileTests } from './profile-test-utils';

setUpProfileTests();

const findDetailsSave = () => screen.findByRole('button', { name: 'Save details' });

describe('eligibility & matching details', () => {
  it(
    'sends only its own fields, empty ones as null and the first-generation answer as a boolean',
    async () => {
      const profile = buildProfile({ name: 'Ana', city: 'Austin', preferredLocations: ['Remote'] });
      const { user, api } = await renderProfile('/profile', {
        profile,
        routes: { 'PUT /api/profile': () => json(profile) },
      });
      await findDetailsSave();
      await user.type(screen.getByLabelText('GPA'), '3.6');
      await user.type(screen.getByLabelText('Graduation year'), '2027');
      await user.type(screen.getByLabelText('State'), 'Texas');
      await user.type(screen.getByLabelText('Country'), 'United States');
      await user.selectOptions(screen.getByLabelText('First-generation student'), 'Yes');
      await user.type(screen.getByLabelText('Career goals'), 'Build medical devices');
      await user.type(screen.getByLabelText('Preferred industries'), 'Healthcare{Enter}');
      await user.click(screen.getByRole('button', { name: 'Remove Remote' }));
      await user.type(screen.getByLabelText('Preferred locations'), 'Boston');
      await user.click(screen.getByRole('button', { name: 'Add location' }));
      await user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
      await user.click(screen.getByRole('button', { name: 'Save details' }));

      expect(await screen.findByText('Profile updated')).toBeInTheDocument();
      expect(api.sent('PUT /api/profile').map((request) => request.body)).toEqual([
        {
          gpa: '3.6',
          graduationYear: 2027,
          city: 'Austin',
          state: 'Texas',
          country: 'United States',
          citizenship: null,
          firstGeneration: true,
          gender: null,
          ethnicity: null,
          careerGoals: 'Build medical devices',
          preferredIndustries: ['Healthcare'],
          preferredLocations: ['Boston'],
          timeZone: 'America/New_York',
        },
      ]);
    },
    multiStep,
  );

  it(
    "shows the contract's messages for a GPA and a year out of range, and sends nothing",
    async () => {
      const { user, api } = await renderProfile();
      const save = await findDetailsSave();
      await user.type(screen.getByLabelText('GPA'), '7');
      await user.type(screen.getByLabelText('Graduation year'), '2040');
      await user.click(save);
      expect(
        await screen.findByText('Enter your GPA as a number from 0 to 5, such as 3.6'),
      ).toBeInTheDocument();
      expect(screen.getByText('Graduation year must be between 2020 and 2035')).toBeInTheDocument();
      expect(screen.getByLabelText('GPA')).toHaveAttribute('aria-invalid', 'true');
      expect(api.sent('PUT /api/profile')).toHaveLength(0);
    },
    multiStep,
  );

  it(
    "starts the time zone at the browser's own when the profile has none",
    async () => {
      await renderProfile('/profile', { profile: buildProfile({ timeZone: null }) });
      await findDetailsSave();
      expect(screen.getByLabelText('Time zone')).toHaveValue(
        Intl.DateTimeFormat().resolvedOptions().timeZone,
      );
    },
    multiStep,
  );

  it(
    'opens at the field a link names: /profile#field-gpa focuses the GPA input',
    async () => {
      await renderProfile('/profile#field-gpa');
      await findDetailsSave();
      const gpa = screen.getByLabelText('GPA');
      expect(gpa).toHaveAttribute('id', 'field-gpa');
      expect(gpa).toHaveFocus();
    },
    multiStep,
  );

  it(
    'gives every anchored field its id, and /profile#documents focuses the vault',
    async () => {
      await renderProfile('/profile#documents');
      await findDetailsSave();
      expect(screen.getByLabelText('Education level')).toHaveAttribute('id', 'field-educationLevel');
      expect(screen.getByLabelText('Intended major')).toHaveAttribute('id', 'field-intendedMajor');
      expect(screen.getByLabelText('State')).toHaveAttribute('id', 'field-state');
      expect(screen.getByLabelText('Country')).toHaveAttribute('id', 'field-country');
      expect(screen.getByRole('region', { name: 'Document Vault' })).toHaveFocus();
    },
    multiStep,
  );

  it(
    "/profile#your-data (the privacy page's link) focuses the Your data section",
    async () => {
      await renderProfile('/profile#your-data');
      await findDetailsSave();
      expect(screen.getByRole('region', { name: 'Your data' })).toHaveFocus();
    },
    multiStep,
  );
});
