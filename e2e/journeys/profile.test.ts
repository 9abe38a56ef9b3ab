import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { uniqueUsername } from '../support/accounts';
import { expectAccessible } from '../support/browser';
import { createListing } from '../support/listings';
import { grantPremium } from '../support/premium';
import { studentAccount } from '../support/api';
import { describe, expect, it } from '../support/fixtures';

/** A listing that states an education level, so its Eligibility tab can check it (posted for this run). */
const listingWithLevel = () => createListing({ type: 'scholarship', requiredEducationLevel: 'Graduate' });

const toast = (page: Page, title: string) =>
  page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }));

/** A small, real PDF: the server decides the type from these bytes, not from the name. */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('journey: the profile and the Document Vault on /profile', () => {
  it('follows "Add this to your profile" from a detail page, fills the profile to 100 %, keeps, views, downloads and deletes a text and a PDF document', async ({
    pages,
  }) => {
    const listing = await listingWithLevel();
    const account = await studentAccount({
      name: 'Mae Jemison',
      username: uniqueUsername('profile'),
      password: 'endeavour-1992',
    });
    const page = await pages.open({ as: account });
    await page.goto('/');

    // The detail page cannot check the level yet and links to the very field.
    await page.goto(`/${listing.type}s/${listing.id}`);
    await page.getByRole('tab', { name: 'Eligibility' }).click();
    await page.getByRole('link', { name: 'Add this to your profile' }).first().click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.hash === '#field-educationLevel');
    const level = page.getByRole('combobox', { name: 'Education level' });
    await expect.poll(() => level.evaluate((element) => element === document.activeElement)).toBe(true);

    // Section 1 to 100 %: the name came from registration.
    const meter = page.getByRole('progressbar', { name: 'Profile completion' });
    await expect.poll(() => meter.getAttribute('aria-valuenow')).toBe('20');
    await level.selectOption("Master's Degree");
    await page.getByRole('combobox', { name: 'Intended major' }).selectOption('Engineering');
    const skill = page.getByRole('textbox', { name: 'Skills' });
    await skill.fill('Chemical engineering');
    await skill.press('Enter');
    await skill.fill('chemical engineering ');
    await page.getByRole('button', { name: 'Add skill' }).click();
    await toast(page, 'Skill already exists').waitFor();
    await page.getByRole('checkbox', { name: 'Research Opportunities' }).check();
    await expect.poll(() => meter.getAttribute('aria-valuenow')).toBe('100');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/profile') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save profile' }).click();
    const request = (await saved).request().postDataJSON();
    expect(Object.keys(request).sort()).toEqual([
      'educationLevel',
      'intendedMajor',
      'interests',
      'name',
      'skills',
    ]);
    expect(request).toMatchObject({
      skills: ['Chemical engineering'],
      interests: ['Research Opportunities'],
    });
    await toast(page, 'Profile updated').waitFor();

    // Back on the listing, the level is now checked against the profile.
    await page.goto(`/${listing.type}s/${listing.id}`);
    await page.getByRole('tab', { name: 'Eligibility' }).click();
    await page.getByText("Your education level (Master's Degree) counts as Graduate.").waitFor();

    // The vault: a document written as text…
    await page.goto('/profile#documents');
    const vault = page.getByRole('region', { name: 'Document Vault' });
    await vault.getByText('No documents yet').waitFor();
    await vault.getByRole('textbox', { name: 'Document name' }).fill('Why I study engineering');
    await vault
      .getByRole('combobox', { name: 'Document type' })
      .selectOption({ label: 'Personal Statement' });
    await vault
      .getByRole('textbox', { name: 'Content' })
      .fill('Space is for everyone. This essay is about dance and chemistry.');
    await vault.getByRole('textbox', { name: 'Tags' }).fill(' essay , nasa ');
    await vault.getByRole('button', { name: 'Save document' }).click();
    await toast(page, 'Document uploaded').waitFor();
    await vault.getByRole('heading', { name: 'Why I study engineering', exact: true }).waitFor();

    // …and a PDF, uploaded with a progress bar.
    await vault.getByRole('tab', { name: 'Upload a file' }).click();
    await vault
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
    await vault.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Transcript' });
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/documents/upload'));
    await vault.getByRole('button', { name: 'Upload document' }).click();
    expect((await uploaded).status()).toBe(201);
    await toast(page, 'Document uploaded').waitFor();
    await vault.getByRole('heading', { name: 'transcript', exact: true }).waitFor();
    await vault.getByText(`${pdfBytes.length} bytes`).waitFor();
    await expectAccessible(page);

    // View loads the text on demand.
    const fetched = page.waitForResponse((response) => /\/api\/documents\/\d+$/.test(response.url()));
    await vault.getByRole('button', { name: 'View Why I study engineering' }).click();
    expect((await fetched).status()).toBe(200);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Space is for everyone.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Downloads: the text as .txt, the PDF as itself.
    const textDownload = page.waitForEvent('download');
    await vault.getByRole('link', { name: 'Download Why I study engineering' }).click();
    const text = await textDownload;
    expect(text.suggestedFilename()).toMatch(/\.txt$/);
    expect(fs.readFileSync(await text.path(), 'utf8')).toBe(
      'Space is for everyone. This essay is about dance and chemistry.',
    );
    const pdfDownload = page.waitForEvent('download');
    await vault.getByRole('link', { name: 'Download transcript' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('transcript.pdf');
    expect(fs.readFileSync(await pdf.path()).equals(pdfBytes)).toBe(true);

    // Delete both, each after the confirmation.
    for (const name of ['Why I study engineering', 'transcript']) {
      await vault.getByRole('button', { name: `Delete ${name}` }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Are you sure you want to delete this document?').waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await toast(page, 'Document deleted').waitFor();
      await vault.getByRole('heading', { name, exact: true }).waitFor({ state: 'detached' });
    }
    await vault.getByText('No documents yet').waitFor();
  });

  it('lets a Premium student attach a vault document to a saved application on the dashboard', async ({
    pages,
  }) => {
    const listing = await listingWithLevel();
    const username = uniqueUsername('attach');
    const account = await studentAccount({ name: 'Sunita Williams', username, password: 'expedition-14' });
    const page = await pages.open({ as: account });
    await page.goto('/');
    await grantPremium(username);
    // Set up through the API as the signed-in page (same cookie): one document, one saved listing.
    const statuses = await page.evaluate(async (item) => {
      const post = (url: string, body: object) =>
        fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.status);
      return [
        await post('/api/documents', { name: 'Mission resume', type: 'resume', content: 'ISS, 2006-2007' }),
        await post('/api/applications', {
          opportunityId: item.id,
          opportunityType: item.type,
          status: 'interested',
        }),
      ];
    }, listing);
    expect(statuses).toEqual([201, 201]);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: `Attach document to ${listing.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Attach a document' });
    const attached = page.waitForResponse(
      (response) =>
        /\/api\/applications\/\d+\/documents$/.test(response.url()) && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Attach Mission resume' }).click();
    expect((await attached).status()).toBe(201);
    const list = page.getByRole('list', { name: `Documents for ${listing.title}` });
    await list.getByText('Mission resume').waitFor();
    await expectAccessible(page);

    // The document stays in the vault when it leaves the application.
    await list.getByRole('button', { name: `Remove Mission resume from ${listing.title}` }).click();
    await list.waitFor({ state: 'detached' });
    await page.goto('/profile#documents');
    await page
      .getByRole('region', { name: 'Document Vault' })
      .getByRole('heading', { name: 'Mission resume', exact: true })
      .waitFor();
  });

  for (const width of [360, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`is accessible at ${width} px in the ${theme} theme`, async ({ pages }) => {
        const account = await studentAccount({
          name: 'Ellen Ochoa',
          username: uniqueUsername('profilea11y'),
          password: 'discovery-1993',
        });
        const page = await pages.open({ width, theme, as: account });
        await page.goto('/profile');
        await page.getByRole('button', { name: 'Save profile' }).waitFor();
        await page.getByRole('region', { name: 'Document Vault' }).getByText('No documents yet').waitFor();
        await expectAccessible(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }
});
