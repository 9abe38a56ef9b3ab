import type { Page } from 'playwright-core';

import { expectAccessible } from '../support/browser';
import { studentAccount } from '../support/api';
import { describe, expect, it } from '../support/fixtures';

const toast = (page: Page, title: string) =>
  page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }));

const cardTitles = (panel: ReturnType<Page['getByRole']>) =>
  panel.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

describe('journey: recommendations on the dashboard and /test', () => {
  it('shows examples to a visitor on /test, then real ones with reasons once the profile is filled; Not relevant removes one', async ({
    pages,
  }) => {
    const page = await pages.open();

    // Signed out: three examples, labelled as such, that lead to no detail page.
    await page.goto('/test');
    const testPanel = page.getByRole('region', { name: 'Recommended for you' });
    await expect.poll(() => testPanel.getByRole('article').count()).toBe(3);
    expect(await testPanel.getByText('Example', { exact: true }).count()).toBe(3);
    expect(await testPanel.getByRole('article').getByRole('link').count()).toBe(0);
    await testPanel.getByRole('group').first().getByRole('button', { name: 'Relevant', exact: true }).click();
    await toast(page, 'Authentication required').waitFor();

    await pages.signIn(page, await studentAccount({ name: 'Ellen Ochoa' }));

    // A fresh profile points at nothing yet: the empty state says what to add.
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Recommended for you' });
    await panel.getByText('No Recommendations Yet').waitFor();

    await page.goto('/profile');
    await page.getByRole('combobox', { name: 'Education level' }).selectOption("Bachelor's Degree");
    await page.getByRole('combobox', { name: 'Intended major' }).selectOption('Computer Science');
    const skill = page.getByRole('textbox', { name: 'Skills' });
    await skill.fill('Python');
    await skill.press('Enter');
    await page.getByRole('checkbox', { name: 'Tech Internships' }).check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await toast(page, 'Profile updated').waitFor();

    // Five recommendations, each with its score in words and a reason.
    await page.goto('/dashboard');
    await expect.poll(() => panel.getByRole('article').count(), { timeout: 15_000 }).toBe(5);
    const first = panel.getByRole('article').first();
    await first.getByText(/^(Strong|Good|Possible) match$/).waitFor();
    expect(await first.getByText(/^Matches your .+; (deadline|no deadline)/).count()).toBe(1);
    await first.getByRole('button', { name: /^Why this\?/ }).click();
    const signals = first.getByRole('list', { name: 'What the score is made of' });
    expect(await signals.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
    await expectAccessible(page);

    // Not relevant: thanked, and that listing is gone from the next list.
    const before = await cardTitles(panel);
    const rejected = before[0]!;
    const feedback = page.waitForResponse((response) =>
      response.url().endsWith('/api/recommendations/feedback'),
    );
    await first.getByRole('group').getByRole('button', { name: 'Not relevant', exact: true }).click();
    expect((await feedback).status()).toBe(200);
    await toast(page, 'Thanks for your feedback!').waitFor();
    await expect.poll(async () => (await cardTitles(panel)).includes(rejected)).toBe(false);
    await expect.poll(() => panel.getByRole('article').count()).toBe(5);

    // The same account on /test: three of its own, with links to their detail pages.
    await page.goto('/test');
    await expect.poll(() => testPanel.getByRole('article').count()).toBe(3);
    expect(await testPanel.getByText('Example', { exact: true }).count()).toBe(0);
    const link = testPanel.getByRole('article').first().getByRole('link').first();
    expect(await link.getAttribute('href')).toMatch(/^\/(scholarship|internship)s\/\d+$/);
  });
});
