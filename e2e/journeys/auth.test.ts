import { inject } from 'vitest';
import { expectAccessible } from '../support/browser';
import {
  currentUser,
  fillCommonRegistration,
  openRegisterTab,
  registerStudent,
  signInThroughForm,
  uniqueUsername,
} from '../support/accounts';
import { describe, expect, it } from '../support/fixtures';

describe('journey: accounts and sign-in', () => {
  it('registers a student, signs out, signs in again and shows the initials', async ({ pages }) => {
    const page = await pages.open();
    const username = uniqueUsername('ada');
    await registerStudent(page, { name: 'Ada Lovelace', username, password: 'analytical-engine' });
    await page.waitForURL((url) => url.pathname === '/');
    const account = page.getByRole('button', { name: 'My Account' });
    await account.waitFor();
    expect(await account.textContent()).toContain('AL');
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();

    await account.click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor(); // the menu is loaded on first use
    for (const item of ['Profile', 'Applications', 'Documents', 'About', 'Admin', 'Logout']) {
      expect(await page.getByRole('menuitem', { name: item }).isVisible(), item).toBe(true);
    }
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await currentUser(page)).toBeNull();

    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/auth');
    await signInThroughForm(page, username, 'analytical-engine');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('button', { name: 'My Account' }).textContent()).toContain('AL');
  });

  it('shows the spec messages for an invalid registration and is accessible in both themes', async ({
    pages,
  }) => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await pages.open({ theme });
      await openRegisterTab(page);
      await page.getByLabel('Full name').fill('A');
      await page.getByLabel('Username').fill('ab');
      await page.getByLabel('Password', { exact: true }).fill('12345');
      await page.getByLabel('Confirm password').fill('54321');
      await page.getByRole('button', { name: 'Create Account' }).click();
      for (const message of [
        'Name must be at least 2 characters',
        'Username must be at least 3 characters',
        'Password must be at least 6 characters',
        'Please select your profile type',
      ]) {
        await page.getByText(message).first().waitFor();
      }
      await expectAccessible(page);
    }
  });

  it('registers a contributor with organisation and job title', async ({ pages }) => {
    const page = await pages.open();
    const username = uniqueUsername('grace');
    await openRegisterTab(page);
    await fillCommonRegistration(page, { name: 'Grace Hopper', username, password: 'cobol-forever' });
    await page.getByRole('radio', { name: 'Contributor' }).check();
    await page
      .getByRole('combobox', { name: 'Professional role' })
      .selectOption({ label: 'Scholarship Manager' });
    await page.getByLabel('Organization name').fill('Navy Scholarship Fund');
    await page.getByLabel('Organization website (optional)').fill('https://navy-fund.example.org');
    await page.getByLabel('Job title').fill('Program Director');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await currentUser(page)).toMatchObject({
      username,
      userType: 'contributor',
      contributorSubType: 'scholarship_manager',
      organizationName: 'Navy Scholarship Fund',
      organizationWebsite: 'https://navy-fund.example.org',
      jobTitle: 'Program Director',
    });
    expect(await page.getByRole('button', { name: 'My Account' }).textContent()).toContain('GH');
  });

  it('registers a parent/guardian with the student name and relationship', async ({ pages }) => {
    const page = await pages.open();
    const username = uniqueUsername('pat');
    await openRegisterTab(page);
    await fillCommonRegistration(page, { name: 'Pat Parent', username, password: 'family-first' });
    await page.getByRole('radio', { name: 'Student / Family' }).check();
    await page.getByRole('combobox', { name: 'Specific role' }).selectOption({ label: 'Parent / Guardian' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Student name is required when registering as parent/guardian').waitFor();
    await page.getByText('Relationship to student is required').waitFor();
    await page.getByLabel("Student's name").fill('Sam Parent');
    await page.getByLabel('Relationship to student').fill('Mother');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await currentUser(page)).toMatchObject({
      seekerSubType: 'parent_guardian',
      studentName: 'Sam Parent',
      relationshipToStudent: 'Mother',
    });
  });

  it('shows "Login failed" with the server message for a wrong password', async ({ pages }) => {
    const page = await pages.open();
    await page.goto('/auth');
    await signInThroughForm(page, 'nobody_at_all', 'wrong-password');
    await page.getByText('Login failed', { exact: true }).waitFor();
    await page.getByText('401: Invalid username or password', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('sends a signed-out visitor to sign-in and back to where they were', async ({ pages }) => {
    const page = await pages.open();
    const username = uniqueUsername('guard');
    await registerStudent(page, { name: 'Guard Tester', username, password: 'guarded-pass' });
    await page.waitForURL((url) => url.pathname === '/');
    await pages.contextOf(page).clearCookies();

    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/dashboard');
    await signInThroughForm(page, username, 'guarded-pass');
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // Signed in, /auth itself redirects home.
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('denies /admin to non-admins and opens it for the admin from the environment', async ({ pages }) => {
    const page = await pages.open();
    await registerStudent(page, {
      name: 'Not Admin',
      username: uniqueUsername('student'),
      password: 'student-pass',
    });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page
      .getByText(
        "You don't have permission to access the admin dashboard. This area is restricted to admin users only.",
      )
      .waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    await page.goto('/contributor-dashboard');
    await page.getByRole('heading', { name: 'Contributors Only' }).waitFor();
    await page.goto('/submit-opportunity');
    await page.waitForURL((url) => url.pathname === '/');

    await pages.contextOf(page).clearCookies();
    const admin = inject('adminCredentials');
    await page.goto('/auth?next=%2Fadmin');
    await signInThroughForm(page, admin.username, admin.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(await page.getByRole('heading', { name: 'Access Denied' }).count()).toBe(0);
    expect(await currentUser(page)).toMatchObject({ username: admin.username, role: 'admin' });
  });
});
