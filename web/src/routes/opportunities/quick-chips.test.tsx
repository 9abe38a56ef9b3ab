import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildItem, renderBrowse } from './browse-test-utils';

// Journeys of several clicks through router and fake server; a busy 2-core machine needs more than 5 s.
const multiStep = 15_000;

// Tags as the seed catalog's imports write them.
const catalog = [
  buildItem({ id: 1, title: 'Society of Women Engineers Scholarship', tags: ['women', 'stem'] }),
  buildItem({ id: 2, title: 'Hispanic Scholarship Fund', tags: ['minority', 'first-gen'] }),
  buildItem({ id: 3, title: 'Army ROTC Scholarship', tags: ['CSU Fullerton'] }),
  buildItem({ id: 4, type: 'internship', kind: 'internship', title: 'Diversity Intern', tags: ['minority'] }),
  buildItem({ id: 5, type: 'internship', kind: 'internship', title: 'Software Engineering Intern' }),
];

const chipGroup = () => screen.getByRole('group', { name: 'Quick filters' });
const pressedChips = () =>
  within(chipGroup())
    .getAllByRole('button', { pressed: true })
    .map((chip) => chip.textContent);
const chip = (name: string) => within(chipGroup()).getByRole('button', { name });

describe('quick chips: one choice (ADR 020)', () => {
  it(
    'keeps exactly one chip pressed: a type and an audience chip replace each other',
    async () => {
      const { user, router, browseRequests } = await renderBrowse('/opportunities', { catalog });
      expect(pressedChips()).toEqual(['All']);

      await user.click(chip('Internships'));
      expect(await screen.findByText('2 opportunities found')).toBeInTheDocument();
      expect(pressedChips()).toEqual(['Internships']);

      await user.click(chip('Minority Scholarships'));
      expect(await screen.findByText('2 opportunities found')).toBeInTheDocument();
      await waitFor(() => expect(pressedChips()).toEqual(['Minority Scholarships']));
      expect(router.state.location.search).toBe('?chip=minority');
      expect(browseRequests().at(-1)!.toString()).toBe('chip=minority&offset=0&limit=12');
      await waitFor(() =>
        expect(screen.getAllByRole('heading', { level: 3 }).map((card) => card.textContent)).toEqual([
          'Hispanic Scholarship Fund',
          'Diversity Intern',
        ]),
      );

      await user.click(chip('Scholarships'));
      await waitFor(() => expect(router.state.location.search).toBe('?type=scholarships'));
      expect(pressedChips()).toEqual(['Scholarships']);
    },
    multiStep,
  );

  it('returns to All when the pressed chip is pressed again', async () => {
    const { user, router } = await renderBrowse('/opportunities?chip=women-in-stem', { catalog });
    expect(await screen.findByText('1 opportunity found')).toBeInTheDocument();
    await user.click(chip('Women in STEM'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(pressedChips()).toEqual(['All']);
    expect(await screen.findByText('5 opportunities found')).toBeInTheDocument();
  });

  it('reads an older link with a type and an audience chip as the audience chip alone', async () => {
    const { browseRequests } = await renderBrowse('/opportunities?type=internships&chip=minority', {
      catalog,
    });
    expect(await screen.findByText('2 opportunities found')).toBeInTheDocument();
    expect(pressedChips()).toEqual(['Minority Scholarships']);
    expect(browseRequests()[0]!.toString()).toBe('chip=minority&offset=0&limit=12');
    expect(screen.queryByRole('button', { name: 'Remove filter: Internships' })).not.toBeInTheDocument();
  });
});
