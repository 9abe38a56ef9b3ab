import { expectAccessible } from '../support/browser';
import { describe, expect, it } from '../support/fixtures';

describe('journey: the About page', () => {
  it('credits Open Scholarships by Grudged LLC under CC BY 4.0', async ({ pages }) => {
    const page = await pages.open();
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About FutureFund' }).waitFor();
    const credit = page.getByRole('link', { name: 'Open Scholarships by Grudged LLC', exact: true });
    expect(await credit.getAttribute('href')).toBe('https://github.com/Grudged/open-scholarships');
    await credit.waitFor();
    const license = page.getByRole('link', { name: 'CC BY 4.0', exact: true });
    expect(await license.getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(await license.getAttribute('rel')).toBe('noopener noreferrer');
    await page.getByText('FutureFund reformats these records').waitFor();
  });

  it("switches from 'For Students' to 'The Process' with the arrow keys", async ({ pages }) => {
    const page = await pages.open();
    await page.goto('/about');
    // The page is a drawn document (ADR 043): keys work once its islands have run, which the
    // counters show: they are filled by the same script.
    await page.getByTestId('count-placeholder').first().waitFor({ state: 'detached' });
    const students = page.getByRole('tab', { name: 'For Students' });
    await students.waitFor();
    expect(await students.getAttribute('aria-selected')).toBe('true');
    await students.focus();
    const focusedTab = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedTab).toBe('For Contributors');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedTab).toBe('The Process');
    const process = page.getByRole('tab', { name: 'The Process' });
    await expect.poll(() => process.getAttribute('aria-selected')).toBe('true');
    expect(await students.getAttribute('aria-selected')).toBe('false');
    const panel = page.getByRole('tabpanel', { name: 'The Process' });
    for (const step of [
      'Create your profile',
      'Discover matching opportunities',
      'Apply and track progress',
    ]) {
      expect(await panel.getByRole('heading', { name: step }).isVisible(), step).toBe(true);
    }
  });

  it('chooses the dark theme from the keyboard in the header menu, and keeps it on the next page', async ({
    pages,
  }) => {
    const page = await pages.open();
    await page.goto('/about');
    await page.getByTestId('count-placeholder').first().waitFor({ state: 'detached' });
    const trigger = page.getByRole('button', { name: 'Toggle theme' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focused).toBe('Light');
    expect(await page.getByRole('menuitemradio', { name: 'Light' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Dark');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Toggle theme',
    );
    // The app reads the same stored choice.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Opportunities' }).click();
    await page.getByRole('heading', { level: 1, name: 'Browse Opportunities' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await page.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations on /about (${theme} theme)`, async ({ pages }) => {
      const page = await pages.open({ theme });
      await page.goto('/about');
      await page.getByRole('tab', { name: 'For Students' }).waitFor();
      await expectAccessible(page);
      await page.getByRole('tab', { name: 'The Process' }).click();
      await page.getByRole('tabpanel', { name: 'The Process' }).waitFor();
      await expectAccessible(page);
    });
  }

  it('fits a 360 px wide screen without sideways scrolling', async ({ pages }) => {
    const page = await pages.open({ width: 360 });
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
