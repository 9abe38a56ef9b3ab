import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { uniqueUsername } from '../support/accounts';
import { expectAccessible } from '../support/browser';
import { openBrowse, resultCards } from '../support/browse';
import { grantPremium } from '../support/premium';
import { studentAccount } from '../support/api';
import { describe, expect, it } from '../support/fixtures';

// The contract's words (core builderMessages); the journeys do not import core.
const premiumRequired = 'The resume and cover-letter builder is a Premium feature';
const templateLabel =
  'Template-based: written from your own profile facts by our built-in composer, not an AI model.';
const factCheckTitle = 'Check these facts before saving';
const factCheckClear = 'Every number, employer, school and degree in this text comes from your own facts.';
const saved = 'Draft saved';

const toast = (page: Page, title: string) =>
  page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }));

/** Saves the first open scholarship from browse; answers its id and title. */
async function saveScholarship(page: Page): Promise<{ id: number; title: string }> {
  await openBrowse(page, '/opportunities?type=scholarships&sort=deadline');
  const title = ((await resultCards(page).first().textContent()) ?? '').trim();
  const save = page.getByRole('main').getByRole('button', { name: `Save ${title}`, exact: true });
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/applications') && response.request().method() === 'POST',
  );
  await save.click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const application = (await response.json()) as { opportunityId: number };
  return { id: application.opportunityId, title };
}

/** Clicks Save draft (confirming flagged facts when the check found any) and waits for the 201/200. */
async function saveDraft(page: Page) {
  const flagged = (await page.getByRole('region', { name: factCheckTitle }).count()) > 0;
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/api/builder/drafts') &&
      response.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: 'Save draft' }).click();
  if (flagged)
    await page
      .getByRole('dialog', { name: factCheckTitle })
      .getByRole('button', { name: 'Save anyway' })
      .click();
  expect([200, 201]).toContain((await answer).status());
  await toast(page, saved).first().waitFor();
}

/**
 * Product §2 builder end to end (issue 17): a Premium student saves a scholarship, opens the
 * builder from the dashboard, edits the resume pre-filled from the profile and saves it, writes a
 * cover letter for the saved scholarship with the built-in composer (no model configured), saves
 * it and downloads the PDF; axe clean in both themes and at 360 px. A free student gets the gate.
 */
describe('journey: the resume and cover-letter builder on /builder', () => {
  it('builds a resume, writes a cover letter for a saved scholarship and exports the PDF', async ({
    pages,
  }) => {
    const username = uniqueUsername('builder');
    const account = await studentAccount({ name: 'Grace Hopper', username, password: 'compiler-1952' });
    const page = await pages.open({ as: account });
    await grantPremium(username);
    const scholarship = await saveScholarship(page);

    // From the dashboard's builder card to the resume, pre-filled from the profile.
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'Resume builder' })
      .getByRole('link', { name: 'Open the resume builder' })
      .click();
    await page.waitForURL((url) => url.pathname === '/builder');
    await page.getByRole('heading', { level: 1, name: 'Resume builder' }).waitFor();
    const name = page.getByLabel('Full name');
    await expect.poll(() => name.inputValue()).toBe('Grace Hopper');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { level: 2, name: 'Grace Hopper' }).waitFor();

    // A new experience entry shows in the live preview.
    await page.getByRole('button', { name: 'Add experience' }).click();
    const entry = page.getByRole('group', { name: 'Experience 1' });
    await entry.getByLabel('Role').fill('Library volunteer');
    await entry.getByLabel('Employer').fill('Arlington Public Library');
    await entry.getByLabel('Dates').fill('2025 – Present');
    await preview.getByRole('heading', { level: 3, name: 'Experience' }).waitFor();
    await preview.getByText('Library volunteer').waitFor();
    await page.getByRole('radio', { name: 'Modern' }).check();
    await expectAccessible(page);
    await saveDraft(page);
    await page.getByRole('region', { name: 'My drafts' }).getByText('Grace Hopper – Resume').waitFor();

    // The cover letter for the saved scholarship, by the template composer.
    await page.getByRole('group', { name: 'Document' }).getByRole('button', { name: 'Cover letter' }).click();
    await page.getByLabel('Opportunity this letter is for').selectOption(`scholarship:${scholarship.id}`);
    await page.getByText(templateLabel).waitFor();
    await page.getByRole('button', { name: 'Generate cover letter' }).click();
    await page.getByText('Done', { exact: true }).waitFor({ state: 'attached' });
    const letter = page.getByLabel('Letter', { exact: true });
    expect((await letter.inputValue()).length).toBeGreaterThan(100);
    await page
      .getByText(factCheckClear)
      .or(page.getByRole('heading', { name: factCheckTitle }))
      .first()
      .waitFor();
    await expectAccessible(page);
    await saveDraft(page);

    // The PDF of the letter as shown.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Dark theme, then a 360 px phone: Edit / Preview take turns, nothing scrolls sideways.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/builder?type=resume');
    await expect.poll(() => name.inputValue()).toBe('Grace Hopper');
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Preview' }).click();
    await preview.getByRole('heading', { level: 2, name: 'Grace Hopper' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Edit' }).click();
    await name.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Registration, a save, two drafts, a generation, an export and four axe scans.
  }, 150_000);

  it('shows a free student the upgrade gate', async ({ pages }) => {
    const account = await studentAccount({
      name: 'Alan Turing',
      username: uniqueUsername('freebuild'),
      password: 'enigma-1939',
    });
    const page = await pages.open({ as: account });
    await page.goto('/builder');
    await page.getByRole('dialog', { name: 'Upgrade to Premium to build resumes' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 2, name: premiumRequired }).waitFor();
    await expectAccessible(page);
  });
});
