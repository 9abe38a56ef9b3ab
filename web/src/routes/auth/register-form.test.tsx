import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openRegisterForm as openRegister } from './open-register-form';

const message = (text: string) => screen.findByText(text);

describe('register form validation (product §5)', () => {
  it('reports name, password, username and profile type on an empty submit, focusing the name', async () => {
    const { submit, field, api } = await openRegister();
    await submit();
    expect(await message('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please select your profile type')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Profile type' })).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full name')).toHaveFocus();
    expect(field('Full name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(api.sent('POST /api/register')).toHaveLength(0);
  });

  it('puts "Passwords don\'t match" on the confirmation field', async () => {
    const { user, field, submit } = await openRegister();
    // The cross-field checks run once the profile type is chosen (the contract's refinement).
    await user.click(screen.getByRole('radio', { name: 'Student / Family' }));
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm password'), 'secret2');
    await submit();
    expect(await message("Passwords don't match")).toBeInTheDocument();
    expect(field('Confirm password')).toHaveAccessibleDescription("Passwords don't match");
    expect(field('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows only the sub-role field of the chosen profile type', async () => {
    const { user } = await openRegister();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Student / Family' }));
    const specific = screen.getByRole('combobox', { name: 'Specific role' });
    expect(Array.from(specific.querySelectorAll('option')).map((o) => o.textContent)).toEqual([
      'Select your role',
      'Student',
      'Parent / Guardian',
      'School Counselor',
    ]);
    expect(screen.queryByRole('combobox', { name: 'Professional role' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Contributor' }));
    const professional = screen.getByRole('combobox', { name: 'Professional role' });
    expect(Array.from(professional.querySelectorAll('option')).map((o) => o.textContent)).toEqual([
      'Select your role',
      'Financial Aid Advisor',
      'Scholarship Manager',
      'Grant Manager',
      'Company Recruiter',
      'University Staff',
    ]);
    expect(screen.queryByRole('combobox', { name: 'Specific role' })).not.toBeInTheDocument();
  });

  it('requires the specific role of a student or family member', async () => {
    const { user, fillAccount, submit } = await openRegister();
    await fillAccount();
    await user.click(screen.getByRole('radio', { name: 'Student / Family' }));
    await submit();
    expect(await message('Please select your specific role')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Specific role' })).toHaveFocus();
  });

  it('requires the contributor fields and a valid website', async () => {
    const { user, field, fillAccount, submit } = await openRegister();
    await fillAccount();
    await user.click(screen.getByRole('radio', { name: 'Contributor' }));
    await user.type(field('Organization website (optional)'), 'not a url');
    await submit();
    expect(await message('Please select your professional role')).toBeInTheDocument();
    expect(screen.getByText('Organization name is required for contributors')).toBeInTheDocument();
    expect(screen.getByText('Job title is required for contributors')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(field('Organization website (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it("requires the student's name and relationship from a parent or guardian", async () => {
    const { user, fillAccount, submit } = await openRegister();
    await fillAccount();
    await user.click(screen.getByRole('radio', { name: 'Student / Family' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Specific role' }), 'Parent / Guardian');
    await submit();
    expect(await message('Student name is required when registering as parent/guardian')).toBeInTheDocument();
    expect(screen.getByText('Relationship to student is required')).toBeInTheDocument();
    expect(screen.getByLabelText("Student's name")).toHaveFocus();
  });

  it.each(['2019', '2036'])('rejects graduation year %s (range 2020-2035)', async (year) => {
    const { user, field, fillAccount, submit, api } = await openRegister();
    await fillAccount();
    await user.click(screen.getByRole('radio', { name: 'Student / Family' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Specific role' }), 'Student');
    await user.type(field('Graduation year (optional)'), year);
    await submit();
    expect(await message('Graduation year must be between 2020 and 2035')).toBeInTheDocument();
    expect(api.sent('POST /api/register')).toHaveLength(0);
  });
});
