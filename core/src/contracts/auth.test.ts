import { describe, expect, it } from 'vitest';
import { registerFormSchema, toRegisterRequest } from './auth';
import { avatarInitials } from '../display';

describe('avatarInitials (product §2)', () => {
  it.each([
    [{ name: 'Ada Lovelace', username: 'ada' }, 'AL'],
    [{ name: 'mary ann evans', username: 'george' }, 'MA'],
    [{ name: 'Cher', username: 'cher' }, 'C'],
    [{ name: '  ', username: 'jdoe' }, 'J'],
    [{ name: null, username: 'john smith' }, 'JS'],
    [{ name: null, username: '' }, 'FF'],
    [null, 'FF'],
  ])('%j -> %s', (user, initials) => {
    expect(avatarInitials(user)).toBe(initials);
  });
});

describe('registerFormSchema', () => {
  const valid = {
    name: 'Ada Lovelace',
    username: 'ada',
    password: 'secret1',
    confirmPassword: 'secret1',
    userType: 'student_seeker',
    seekerSubType: 'student',
  };

  it('accepts a complete student', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });

  it("attaches 'Passwords don't match' to confirmPassword", () => {
    const result = registerFormSchema.safeParse({ ...valid, confirmPassword: 'secret2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" }),
    );
  });
});

describe('toRegisterRequest (product §5: what is sent)', () => {
  it('drops confirmPassword, empty strings and null', () => {
    expect(
      toRegisterRequest({
        name: 'Ada',
        username: 'ada',
        password: 'secret1',
        confirmPassword: 'secret1',
        email: '',
        userType: 'student_seeker',
        seekerSubType: 'student',
        graduationYear: null,
      }),
    ).toEqual({
      name: 'Ada',
      username: 'ada',
      password: 'secret1',
      userType: 'student_seeker',
      seekerSubType: 'student',
    });
  });

  it("drops fields that belong to another profile type, so hidden inputs can't send stale values", () => {
    const sent = toRegisterRequest({
      name: 'Grace',
      username: 'grace',
      password: 'secret1',
      userType: 'contributor',
      contributorSubType: 'grant_manager',
      organizationName: 'Org',
      jobTitle: 'Boss',
      seekerSubType: 'parent_guardian',
      studentName: 'Kid',
      graduationYear: 2027,
    });
    expect(sent).toEqual({
      name: 'Grace',
      username: 'grace',
      password: 'secret1',
      userType: 'contributor',
      contributorSubType: 'grant_manager',
      organizationName: 'Org',
      jobTitle: 'Boss',
    });
  });
});

describe('every registration problem is reported at once', () => {
  it('shows the confirmPassword mismatch even before a profile type is chosen', () => {
    const result = registerFormSchema.safeParse({
      name: 'Ada',
      username: 'ada',
      password: 'secret1',
      confirmPassword: 'other1',
    });
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'userType: Please select your profile type',
        "confirmPassword: Passwords don't match",
      ]),
    );
  });
});
