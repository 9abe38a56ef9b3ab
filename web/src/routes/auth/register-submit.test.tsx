import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../testing/fake-api';
import { openRegisterForm as openRegister } from './open-register-form';

const message = (text: string) => screen.findByText(text);

// Typing whole forms through user-event takes seconds on a busy 2-core machine (CI runs the
// browser journeys at the same time): the default 5 s is too tight for these.
const typingHeavy = 15_000;

describe('register form submission', () => {
  it(
    'sends no confirmPassword, no empty strings and no hidden fields, then signs in',
    async () => {
      const { user, field, fillAccount, submit, api, router } = await openRegister();
      await fillAccount();
      // Input typed into the other profile type's fields must not travel with the request.
      await user.click(screen.getByRole('radio', { name: 'Contributor' }));
      await user.type(field('Organization website (optional)'), 'not a url');
      await user.click(screen.getByRole('radio', { name: 'Student / Family' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Specific role' }), 'Student');
      await submit();

      await waitFor(() => expect(api.sent('POST /api/register')).toHaveLength(1));
      expect(api.sent('POST /api/register')[0]?.body).toEqual({
        name: 'Maria Lopez',
        username: 'maria',
        password: 'secret1',
        userType: 'student_seeker',
        seekerSubType: 'student',
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('button', { name: 'My Account' })).toHaveTextContent('ML');
    },
    typingHeavy,
  );

  it(
    'sends the graduation year as a number and the contributor details as typed',
    async () => {
      const { user, field, fillAccount, submit, api } = await openRegister();
      await fillAccount();
      await user.type(field('Email (optional)'), 'maria@example.org');
      await user.click(screen.getByRole('radio', { name: 'Student / Family' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Specific role' }), 'Student');
      await user.type(field('Graduation year (optional)'), '2027');
      await submit();
      await waitFor(() => expect(api.sent('POST /api/register')).toHaveLength(1));
      expect(api.sent('POST /api/register')[0]?.body).toMatchObject({
        email: 'maria@example.org',
        graduationYear: 2027,
      });
    },
    typingHeavy,
  );

  it('shows a taken username next to the field as well as in the toast', async () => {
    const { user, field, fillAccount, submit } = await openRegister({
      'POST /api/register': () =>
        errorResponse(409, 'That username is already taken. Please choose another.', 'CONFLICT'),
    });
    await fillAccount();
    await user.click(screen.getByRole('radio', { name: 'Contributor' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Professional role' }), 'Grant Manager');
    await user.type(field('Organization name'), 'Bright Futures Fund');
    await user.type(field('Job title'), 'Program Lead');
    await submit();
    expect(await message('Registration failed')).toBeInTheDocument();
    expect(
      screen.getByText('409: That username is already taken. Please choose another.'),
    ).toBeInTheDocument();
    expect(field('Username')).toHaveAccessibleDescription(
      'That username is already taken. Please choose another.',
    );
  });
});
