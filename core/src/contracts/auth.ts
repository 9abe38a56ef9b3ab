import { z } from '../zod';
import { contributorSubTypes, seekerSubTypes, userRoles, userTypes } from '../enums';
import { GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, NAME_MIN, PASSWORD_MIN, USERNAME_MIN } from '../limits';

// Product §5 messages, written once for the server's validation and the client's forms.
export const authMessages = {
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 50 characters',
  usernameChars: 'Username may contain only letters, numbers, dots, dashes and underscores',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 200 characters',
  nameMin: 'Name must be at least 2 characters',
  passwordsMismatch: "Passwords don't match",
  userType: 'Please select your profile type',
  seekerSubType: 'Please select your specific role',
  contributorSubType: 'Please select your professional role',
  organizationName: 'Organization name is required for contributors',
  jobTitle: 'Job title is required for contributors',
  studentName: 'Student name is required when registering as parent/guardian',
  relationshipToStudent: 'Relationship to student is required',
  url: 'Please enter a valid URL',
  email: 'Please enter a valid email address',
  graduationYear: `Graduation year must be between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}`,
  required: 'Required',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'That username is already taken. Please choose another.',
} as const;

/** A required string whose absence reads 'Required' (product §5 generic default). */
const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? authMessages.required : 'Must be text') });
const optionalText = (max = 200) => text().trim().max(max, `Must be at most ${max} characters`).optional();

export const loginRequestSchema = z.object({
  username: text().trim().min(USERNAME_MIN, authMessages.usernameMin).max(50, authMessages.usernameMax),
  password: text().min(PASSWORD_MIN, authMessages.passwordMin).max(200, authMessages.passwordMax),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const registerFields = z.object({
  username: text()
    .trim()
    .min(USERNAME_MIN, authMessages.usernameMin)
    .max(50, authMessages.usernameMax)
    .regex(/^[A-Za-z0-9._-]+$/, authMessages.usernameChars),
  password: text().min(PASSWORD_MIN, authMessages.passwordMin).max(200, authMessages.passwordMax),
  name: text().trim().min(NAME_MIN, authMessages.nameMin).max(100, 'Name must be at most 100 characters'),
  email: z.email(authMessages.email).max(254).optional(),
  userType: z.enum(userTypes, { error: authMessages.userType }),
  seekerSubType: z.enum(seekerSubTypes, { error: authMessages.seekerSubType }).optional(),
  contributorSubType: z.enum(contributorSubTypes, { error: authMessages.contributorSubType }).optional(),
  organizationName: optionalText(),
  organizationWebsite: z
    .url({ protocol: /^https?$/, error: authMessages.url })
    .max(500, authMessages.url)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  jobTitle: optionalText(),
  studentName: optionalText(100),
  relationshipToStudent: optionalText(100),
  graduationYear: z
    .number({ error: authMessages.graduationYear })
    .int(authMessages.graduationYear)
    .min(GRADUATION_YEAR_MIN, authMessages.graduationYear)
    .max(GRADUATION_YEAR_MAX, authMessages.graduationYear)
    .optional(),
});

type RoleFields = Partial<
  Pick<
    z.infer<typeof registerFields>,
    | 'userType'
    | 'seekerSubType'
    | 'contributorSubType'
    | 'organizationName'
    | 'jobTitle'
    | 'studentName'
    | 'relationshipToStudent'
  >
>;

/** The fields a profile type requires (product §5), each reported on its own field. */
function checkRoleFields(values: RoleFields, ctx: z.RefinementCtx) {
  const missing = (field: keyof typeof authMessages & keyof RoleFields) =>
    ctx.addIssue({ code: 'custom', path: [field], message: authMessages[field] });
  if (values.userType === 'student_seeker') {
    if (!values.seekerSubType) missing('seekerSubType');
    if (values.seekerSubType === 'parent_guardian') {
      if (!values.studentName) missing('studentName');
      if (!values.relationshipToStudent) missing('relationshipToStudent');
    }
  }
  if (values.userType === 'contributor') {
    if (!values.contributorSubType) missing('contributorSubType');
    if (!values.organizationName) missing('organizationName');
    if (!values.jobTitle) missing('jobTitle');
  }
}

// Run the role checks even when other fields already failed, so every message shows at once.
const alwaysOnObjects = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** POST /api/register body. Unknown keys (role, isVerified, …) are stripped: never settable here. */
export const registerRequestSchema = registerFields.superRefine(checkRoleFields, alwaysOnObjects);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request plus confirmPassword, which is checked and never sent. */
export const registerFormSchema = registerFields
  .extend({ confirmPassword: text() })
  .superRefine((values, ctx) => {
    if (values.confirmPassword !== values.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: authMessages.passwordsMismatch });
    }
    checkRoleFields(values, ctx);
  }, alwaysOnObjects);
export type RegisterForm = z.input<typeof registerFormSchema>;

/**
 * Product §5: empty strings and null are dropped before sending; confirmPassword is not sent.
 * Fields that do not belong to the chosen profile type are dropped too, so a hidden field can't
 * carry stale input.
 */
export function toRegisterRequest(form: Record<string, unknown>): Record<string, unknown> {
  const hidden = new Set<string>(['confirmPassword']);
  if (form.userType !== 'contributor') {
    ['contributorSubType', 'organizationName', 'organizationWebsite', 'jobTitle'].forEach((k) =>
      hidden.add(k),
    );
  }
  if (form.userType !== 'student_seeker') ['seekerSubType', 'graduationYear'].forEach((k) => hidden.add(k));
  if (form.seekerSubType !== 'parent_guardian' || form.userType !== 'student_seeker') {
    ['studentName', 'relationshipToStudent'].forEach((k) => hidden.add(k));
  }
  return Object.fromEntries(
    Object.entries(form).filter(
      ([key, value]) => !hidden.has(key) && value !== '' && value !== null && value !== undefined,
    ),
  );
}

const nullableText = z.string().nullable();

/** The user as the API returns it: an allow-list, so the password hash and secrets never serialize. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: nullableText,
  name: nullableText,
  role: z.enum(userRoles),
  userType: z.enum(userTypes),
  seekerSubType: z.enum(seekerSubTypes).nullable(),
  contributorSubType: z.enum(contributorSubTypes).nullable(),
  organizationName: nullableText,
  organizationWebsite: nullableText,
  jobTitle: nullableText,
  educationLevel: nullableText,
  intendedMajor: nullableText,
  graduationYear: z.number().int().nullable(),
  gpa: nullableText,
  studentName: nullableText,
  relationshipToStudent: nullableText,
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  city: nullableText,
  state: nullableText,
  country: nullableText,
  isVerified: z.boolean(),
  verificationDate: nullableText,
  profileViewsUsed: z.number().int(),
  weeklyAccessExpiresAt: nullableText,
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });

// Password reset (issue 14, ADR 024). The request names the username: every account has one,
// while e-mail addresses are optional and not unique.
export const passwordResetMessages = {
  /** The one answer to every request, whether or not the account exists or has an e-mail. */
  requested: 'If an account matches, we sent a reset link.',
  invalidLink: 'This reset link is invalid or has expired.',
  changed: 'Your password has been changed. Sign in with your new password.',
  tooMany: 'Too many reset requests from this address. Try again later.',
} as const;

export const forgotPasswordRequestSchema = z.object({
  username: text().trim().min(USERNAME_MIN, authMessages.usernameMin).max(50, authMessages.usernameMax),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: passwordResetMessages.invalidLink })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, passwordResetMessages.invalidLink),
  password: text().min(PASSWORD_MIN, authMessages.passwordMin).max(200, authMessages.passwordMax),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The new-password form: the request's password plus its confirmation, checked and never sent. */
export const resetPasswordFormSchema = z
  .object({
    password: resetPasswordRequestSchema.shape.password,
    confirmPassword: text(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsMismatch,
  });

export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
