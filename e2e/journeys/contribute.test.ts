import type { Page } from 'playwright-core';
import { fillCommonRegistration, openRegisterTab, uniqueUsername } from '../support/accounts';
import { expectAccessible } from '../support/browser';
import { studentAccount } from '../support/api';
import { describe, expect, it } from '../support/fixtures';

/** A date `days` from today as the date input wants it (YYYY-MM-DD). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function registerContributor(page: Page, username: string) {
  await openRegisterTab(page);
  await fillCommonRegistration(page, { name: 'Katherine Coleman', username, password: 'trajectory-1961' });
  await page.getByRole('radio', { name: 'Contributor' }).check();
  await page
    .getByRole('combobox', { name: 'Professional role' })
    .selectOption({ label: 'Scholarship Manager' });
  await page.getByLabel('Organization name').fill('Langley Futures Foundation');
  await page.getByLabel('Organization website (optional)').fill('https://langley-futures.example.org');
  await page.getByLabel('Job title').fill('Program Director');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Product §2 contributor flow end to end: a contributor posts a scholarship, an admin approves it
 * in the review queue, a student finds it in browse, opens it and saves it, and the contributor's
 * analytics count that one view and one save.
 */
describe('journey: a contributor posts, an admin approves, a student finds it', () => {
  it('posts a scholarship → approved → found, opened and saved → 1 view and 1 save', async ({ pages }) => {
    const title = `Langley Futures Award ${uniqueUsername('x').slice(2)}`;
    const contributorPage = await pages.open();
    await registerContributor(contributorPage, uniqueUsername('langley'));
    const posting = contributorPage;
    await posting.goto('/submit-opportunity');
    await posting.getByLabel('Opportunity type').selectOption('scholarship');
    await posting.getByLabel('Title', { exact: true }).fill(title);
    await posting.getByLabel('Application URL').fill('https://langley-futures.example.org/apply');
    await posting
      .getByLabel('Description', { exact: true })
      .fill('An award for first-year engineering students who tutor younger students in mathematics.');
    await posting.getByLabel('Award amount').fill('$3,000');
    await posting.getByLabel('Application deadline').fill(inDays(60));
    await posting.getByLabel('Required majors').fill('Engineering');
    await posting.getByLabel('Required majors').press('Enter');
    await posting.getByRole('button', { name: 'Remove Engineering' }).waitFor();
    await expectAccessible(posting);
    await posting.getByRole('button', { name: 'Submit for Review' }).click();
    await posting.waitForURL((url) => url.pathname === '/contributor-dashboard');
    await posting.getByText(title).first().waitFor();
    await posting.getByText('Pending', { exact: true }).first().waitFor();
    await expectAccessible(posting);

    // The admin approves it from the review queue.
    const reviewerPage = await pages.open({ as: 'admin' });
    await reviewerPage.goto('/admin?tab=submissions');
    const approve = reviewerPage.getByRole('button', { name: `Approve ${title}` });
    await approve.waitFor();
    await expectAccessible(reviewerPage);
    await approve.click();
    await approve.waitFor({ state: 'detached' });

    // A student finds it in browse, opens it and saves it.
    const ada = await studentAccount({
      name: 'Ada Student',
      username: uniqueUsername('ada'),
      password: 'engines-1843',
    });
    const studentPage = await pages.open({ as: ada });
    await studentPage.goto(`/opportunities?type=scholarships&q=${encodeURIComponent(title)}`);
    const card = studentPage.getByRole('link', { name: `View Details for ${title}` });
    await card.waitFor();
    await card.click();
    await studentPage.getByRole('heading', { level: 1, name: title }).waitFor();
    const saved = studentPage.waitForResponse(
      (response) => response.url().endsWith('/api/applications') && response.request().method() === 'POST',
    );
    // Saving is on the browse card: back to the results, then Save.
    await studentPage.goBack();
    await studentPage
      .getByRole('main')
      .getByRole('button', { name: `Save ${title}`, exact: true })
      .click();
    expect((await saved).status()).toBe(201);

    // The contributor sees the listing approved, with one view and one save.
    await posting.goto('/contributor-dashboard');
    await posting.getByText('Approved', { exact: true }).first().waitFor();
    const totals = posting.getByRole('definition');
    await expect.poll(async () => (await totals.allTextContents()).slice(0, 2)).toEqual(['1', '1']);
    await expectAccessible(posting);
  }, 90_000);
});
