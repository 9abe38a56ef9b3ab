import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_DEBOUNCE_MS } from './components/debounced-input';
import { renderBrowse } from './browse-test-utils';

// Journeys of several clicks through router and fake server; a busy 2-core machine needs more than 5 s.
const multiStep = 15_000;
const chip = (name: string) => screen.getByRole('button', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search opportunities' });

describe('browse history', () => {
  it(
    'Back undoes chip choices one at a time and Forward redoes them',
    async () => {
      const { user, router } = await renderBrowse('/opportunities');
      await user.click(chip('Internships'));
      await user.click(chip('Women in STEM'));
      await waitFor(() => expect(router.state.location.search).toBe('?chip=women-in-stem'));

      await act(() => router.navigate(-1));
      expect(router.state.location.search).toBe('?type=internships');
      expect(chip('Women in STEM')).toHaveAttribute('aria-pressed', 'false');
      expect(chip('Internships')).toHaveAttribute('aria-pressed', 'true');
      await act(() => router.navigate(-1));
      expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
      await act(() => router.navigate(1));
      expect(chip('Internships')).toHaveAttribute('aria-pressed', 'true');
    },
    multiStep,
  );

  it(
    'shows the search text of the entry Back returns to',
    async () => {
      const { user, router } = await renderBrowse('/opportunities?q=nurse');
      expect(searchBox()).toHaveValue('nurse');
      await user.click(chip('Scholarships'));
      await user.clear(searchBox());
      await waitFor(() => expect(router.state.location.search).toBe('?type=scholarships'), { timeout: 3000 });
      await act(() => router.navigate(-1));
      expect(searchBox()).toHaveValue('nurse');
    },
    multiStep,
  );

  it(
    'Clear All also drops search text that was typed but not yet written',
    async () => {
      const { user, router } = await renderBrowse('/opportunities?type=internships');
      await user.type(searchBox(), 'abc');
      await user.click(screen.getByRole('button', { name: 'Clear All' }));
      await new Promise((resolve) => setTimeout(resolve, TYPING_DEBOUNCE_MS * 2));
      expect(router.state.location.search).toBe('');
      expect(searchBox()).toHaveValue('');
    },
    multiStep,
  );
});
