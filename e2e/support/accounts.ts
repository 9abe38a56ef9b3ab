import type { Page } from 'playwright-core';

export { uniqueUsername } from './api';

export async function openRegisterTab(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
}

export async function fillCommonRegistration(
  page: Page,
  fields: { name: string; username: string; password: string },
) {
  await page.getByLabel('Full name').fill(fields.name);
  await page.getByLabel('Username').fill(fields.username);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm password').fill(fields.password);
}

export async function registerStudent(
  page: Page,
  fields: { name: string; username: string; password: string },
) {
  await openRegisterTab(page);
  await fillCommonRegistration(page, fields);
  await page.getByRole('radio', { name: 'Student / Family' }).check();
  await page.getByRole('combobox', { name: 'Specific role' }).selectOption({ label: 'Student' });
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signInThroughForm(page: Page, username: string, password: string) {
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The signed-in user as the API sees it (through the page, so the session cookie is used). */
export function currentUser(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/user', { credentials: 'include' });
    return response.ok ? response.json() : null;
  });
}
