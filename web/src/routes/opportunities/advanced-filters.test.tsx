import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fake-api';
import { buildItem, facets, renderBrowse } from './browse-test-utils';

async function openFilters(path = '/opportunities', catalog = [buildItem()], routes = {}) {
  const view = await renderBrowse(path, { catalog, routes });
  const toggle = screen.getByRole('button', { name: 'Advanced Filters' });
  if (toggle.getAttribute('aria-expanded') === 'false') await view.user.click(toggle);
  return view;
}
// Typed text is written after a 300 ms pause; on a busy 2-core machine the default 1 s is tight.
const afterTyping = { timeout: 3000 };
// Journeys of several clicks through router and fake server; a busy 2-core machine needs more than 5 s.
const multiStep = 15_000;
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const search = (view: { router: { state: { location: { search: string } } } }) =>
  view.router.state.location.search;

describe('advanced filters', () => {
  it(
    'is a collapsed disclosure that opens on click, and opens by itself for a link that sets one',
    async () => {
      const { user, unmount } = await renderBrowse('/opportunities');
      const toggle = screen.getByRole('button', { name: 'Advanced Filters' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByLabelText('Deadline')).not.toBeInTheDocument();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const deadline = screen.getByRole('combobox', { name: 'Deadline' });
      expect(
        within(deadline)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Next 30 days', 'Next 60 days', 'Next 90 days']);
      const level = screen.getByRole('combobox', { name: 'Education level' });
      expect(
        within(level)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Any', 'High School', 'Undergraduate', 'Graduate']);
      unmount();
      await renderBrowse('/opportunities?essay=required');
      expect(screen.getByRole('button', { name: 'Advanced Filters' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    },
    multiStep,
  );

  it("keeps 'Essay Required' and 'No Essay' exclusive", async () => {
    const view = await openFilters();
    await view.user.click(checkbox('Essay Required'));
    await waitFor(() => expect(search(view)).toBe('?essay=required'));
    await view.user.click(checkbox('No Essay'));
    await waitFor(() => expect(search(view)).toBe('?essay=none'));
    await waitFor(() => expect(checkbox('Essay Required')).not.toBeChecked());
    expect(checkbox('No Essay')).toBeChecked();
    await view.user.click(checkbox('No Essay'));
    await waitFor(() => expect(search(view)).toBe(''));
  });

  it('ticking Remote only clears the location text; unticking returns to all locations', async () => {
    const view = await openFilters('/opportunities?location=Boston');
    const place = screen.getByRole('textbox', { name: 'Specific location' });
    expect(place).toHaveValue('Boston');
    await view.user.click(checkbox('Remote only'));
    await waitFor(() => expect(search(view)).toBe('?remote=true'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Specific location' })).toHaveValue(''));
    await view.user.click(checkbox('Remote only'));
    await waitFor(() => expect(search(view)).toBe(''));
    await waitFor(() => expect(checkbox('Remote only')).not.toBeChecked());
  });

  it(
    'typing a place leaves remote mode; clearing it returns to all locations',
    async () => {
      const view = await openFilters('/opportunities?remote=true');
      await view.user.type(screen.getByRole('textbox', { name: 'Specific location' }), 'Ohio');
      await waitFor(() => expect(search(view)).toBe('?location=Ohio'), afterTyping);
      await waitFor(() => expect(checkbox('Remote only')).not.toBeChecked());
      await view.user.clear(screen.getByRole('textbox', { name: 'Specific location' }));
      await waitFor(() => expect(search(view)).toBe(''), afterTyping);
    },
    multiStep,
  );

  it(
    'writes the deadline, level, GPA, major, award range, campus and closed filters to the URL',
    async () => {
      const view = await openFilters();
      await view.user.selectOptions(screen.getByRole('combobox', { name: 'Deadline' }), 'Next 60 days');
      await view.user.selectOptions(screen.getByRole('combobox', { name: 'Education level' }), 'Graduate');
      await view.user.type(screen.getByRole('spinbutton', { name: 'Minimum GPA' }), '3.5');
      const major = screen.getByRole('combobox', { name: 'Major' });
      await waitFor(() => expect(within(major).getAllByRole('option')).toHaveLength(3));
      await view.user.selectOptions(major, 'Bioengineering');
      await view.user.type(screen.getByRole('spinbutton', { name: 'Minimum award ($)' }), '500');
      await view.user.type(screen.getByRole('spinbutton', { name: 'Maximum award ($)' }), '9000');
      const campus = screen.getByRole('combobox', { name: 'University/Campus' });
      await waitFor(() => expect(within(campus).getAllByRole('option')).toHaveLength(3));
      await view.user.selectOptions(campus, 'CSU Northridge (19)');
      await view.user.click(checkbox('Include closed opportunities'));
      await waitFor(
        () =>
          expect(search(view)).toBe(
            '?deadline=60days&educationLevel=Graduate&minGpa=3.5&major=Bioengineering&minAmount=500&maxAmount=9000&campus=CSU+Northridge&includeClosed=true',
          ),
        afterTyping,
      );
      expect(
        screen.getByRole('button', { name: 'Remove filter: Campus: CSU Northridge' }),
      ).toBeInTheDocument();
    },
    multiStep,
  );

  it('says when a typed GPA is out of range instead of silently ignoring it', async () => {
    await openFilters('/opportunities?minGpa=7');
    expect(screen.getByRole('spinbutton', { name: 'Minimum GPA' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a GPA between 0 and 5')).toBeInTheDocument();
  });

  const optionTexts = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('offers the campuses and majors of open listings by name, campuses with their counts', async () => {
    await openFilters();
    const campus = screen.getByRole('combobox', { name: 'University/Campus' });
    await waitFor(() => expect(optionTexts(campus)).toHaveLength(3));
    expect(optionTexts(campus)).toEqual(['All campuses', 'CSU East Bay (5)', 'CSU Northridge (19)']);
    expect(optionTexts(screen.getByRole('combobox', { name: 'Major' }))).toEqual([
      'Any major',
      'Bioengineering',
      'Software Engineering',
    ]);
  });

  it('hides the Major filter when no open listing names a major', async () => {
    const view = await openFilters('/opportunities', [buildItem()], {
      'GET /api/opportunities/facets': () => json({ ...facets, majors: [] }),
    });
    await waitFor(() =>
      expect(optionTexts(screen.getByRole('combobox', { name: 'University/Campus' }))).toHaveLength(3),
    );
    expect(screen.queryByRole('combobox', { name: 'Major' })).not.toBeInTheDocument();
    expect(view.api.sent('GET /api/opportunities/facets')).toHaveLength(1);
  });

  it('keeps a major from a shared link selectable, even when no open listing names it', async () => {
    await openFilters('/opportunities?major=Nursing', [buildItem()], {
      'GET /api/opportunities/facets': () => json({ ...facets, majors: [] }),
    });
    const major = screen.getByRole('combobox', { name: 'Major' });
    await waitFor(() =>
      expect(optionTexts(screen.getByRole('combobox', { name: 'University/Campus' }))).toHaveLength(3),
    );
    expect(optionTexts(major)).toEqual(['Any major', 'Nursing']);
    expect(major).toHaveValue('Nursing');
  });
});
