import { within } from '@testing-library/react';

/** A table's text, a list per row of its header and data cells, for comparing whole tables. */
export const tableCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
