import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderProfile, setUpProfileTests } from './profile-test-utils';

setUpProfileTests();

describe('the profile builder link', () => {
  it('sits with the documents and opens the resume builder', async () => {
    await renderProfile();
    const card = screen.getByRole('region', { name: 'Resume builder' });
    expect(within(card).getByRole('link', { name: 'Open the resume builder' })).toHaveAttribute(
      'href',
      '/builder?type=resume',
    );
  });
});
