import { screen, waitFor, within } from '@testing-library/react';
import { opportunitiesApi } from '@futurefund/core';
import { describe, expect, it } from 'vitest';
import { recommendationListKey } from '../../components/recommendations/api';
import { errorResponse, json } from '../../testing/fake-api';
import { endpointKey } from '../../lib/api-query';
import {
  buildProfile,
  findBasicsForm,
  multiStep,
  renderProfile,
  setUpProfileTests,
} from './profile-test-utils';

setUpProfileTests();

const meter = () => screen.getByRole('progressbar', { name: 'Profile completion' });
const skillsList = () => screen.queryByRole('list', { name: 'Skills' });
const chips = () =>
  within(skillsList() ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('profile section', () => {
  it(
    'moves the completion meter from 0 to 100 % as the five sections are filled, before saving',
    async () => {
      const { user } = await renderProfile();
      await findBasicsForm();
      expect(meter()).toHaveAttribute('aria-valuenow', '0');
      const sections = screen.getByRole('list', { name: 'Profile sections' });
      expect(within(sections).getByText('Name')).toHaveTextContent('Name: missing');

      await user.type(screen.getByLabelText('Name'), 'Ana Lopez');
      expect(meter()).toHaveAttribute('aria-valuenow', '20');
      expect(within(sections).getByText('Name')).toHaveTextContent('Name: done');
      await user.selectOptions(screen.getByLabelText('Education level'), "Bachelor's Degree");
      await user.selectOptions(screen.getByLabelText('Intended major'), 'STEM');
      expect(meter()).toHaveAttribute('aria-valuenow', '60');
      await user.type(screen.getByLabelText('Skills'), 'Python');
      await user.click(screen.getByRole('button', { name: 'Add skill' }));
      expect(meter()).toHaveAttribute('aria-valuenow', '80');
      await user.click(screen.getByRole('checkbox', { name: 'Tech Internships' }));
      expect(meter()).toHaveAttribute('aria-valuenow', '100');
      expect(within(sections).queryByText(/missing/)).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'adds skills with the button and with Enter (which does not submit), ignores blanks, refuses repeats',
    async () => {
      const { user, api } = await renderProfile();
      await findBasicsForm();
      const input = screen.getByLabelText('Skills');
      await user.type(input, 'Python');
      await user.click(screen.getByRole('button', { name: 'Add skill' }));
      await user.type(input, '  Data analysis {Enter}');
      expect(chips()).toEqual(['Python', 'Data analysis']);
      expect(input).toHaveValue('');
      expect(api.sent('PUT /api/profile')).toHaveLength(0);

      await user.type(input, '   {Enter}');
      expect(chips()).toEqual(['Python', 'Data analysis']);
      expect(screen.queryByText('Skill already exists')).not.toBeInTheDocument();

      await user.type(input, ' python{Enter}');
      expect(await screen.findByText('Skill already exists')).toBeInTheDocument();
      expect(screen.getByText('This skill is already in your profile.')).toBeInTheDocument();
      expect(chips()).toEqual(['Python', 'Data analysis']);

      await user.click(screen.getByRole('button', { name: 'Remove Python' }));
      expect(chips()).toEqual(['Data analysis']);
      expect(input).toHaveFocus();
    },
    multiStep,
  );

  it(
    "saves exactly the five fields with PUT /api/profile, toasts 'Profile updated' and reloads the user",
    async () => {
      const saved = buildProfile({ name: 'Ana Lopez', skills: ['Go'], interests: ['STEM Scholarships'] });
      const { user, api, queryClient } = await renderProfile('/profile', {
        profile: buildProfile({ name: 'Ana', skills: ['Go'], city: 'Austin' }),
        routes: { 'PUT /api/profile': () => json(saved) },
      });
      await findBasicsForm();
      // Browse's relevance and the recommendations read the profile: what they loaded is stale after.
      const browseKey = [...endpointKey(opportunitiesApi.browse), 'browse', {}];
      queryClient.setQueryData(browseKey, { pages: [], pageParams: [] });
      queryClient.setQueryData(recommendationListKey, []);
      const userReads = api.sent('GET /api/user').length;
      await user.type(screen.getByLabelText('Name'), ' Lopez');
      await user.click(screen.getByRole('checkbox', { name: 'STEM Scholarships' }));
      await user.click(screen.getByRole('checkbox', { name: 'Research Opportunities' }));
      await user.click(screen.getByRole('checkbox', { name: 'Research Opportunities' }));
      await user.click(screen.getByRole('button', { name: 'Save profile' }));

      expect(await screen.findByText('Profile updated')).toBeInTheDocument();
      expect(api.sent('PUT /api/profile').map((request) => request.body)).toEqual([
        {
          name: 'Ana Lopez',
          educationLevel: null,
          intendedMajor: null,
          skills: ['Go'],
          interests: ['STEM Scholarships'],
        },
      ]);
      await waitFor(() => expect(api.sent('GET /api/user').length).toBeGreaterThan(userReads));
      expect(queryClient.getQueryState(browseKey)?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(recommendationListKey)?.isInvalidated).toBe(true);
    },
    multiStep,
  );

  it(
    "shows 'Update failed' with the server's message when the save is refused",
    async () => {
      const { user } = await renderProfile('/profile', {
        profile: buildProfile({ name: 'Ana' }),
        routes: { 'PUT /api/profile': () => errorResponse(500, 'Something broke', 'INTERNAL_ERROR') },
      });
      await user.click(await findBasicsForm());
      expect(await screen.findByText('Update failed')).toBeInTheDocument();
      expect(screen.getByText('500: Something broke')).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    "shows the contract's message under a name that is too short and sends nothing",
    async () => {
      const { user, api } = await renderProfile();
      const save = await findBasicsForm();
      await user.type(screen.getByLabelText('Name'), 'A');
      await user.click(save);
      expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
      expect(api.sent('PUT /api/profile')).toHaveLength(0);
    },
    multiStep,
  );
});
