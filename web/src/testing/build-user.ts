import type { PublicUser } from '@futurefund/core';

/** A complete PublicUser as GET /api/user returns it; tests override only what they are about. */
export function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    username: 'jdoe',
    email: null,
    name: 'Jane Doe',
    role: 'user',
    userType: 'student_seeker',
    seekerSubType: 'student',
    contributorSubType: null,
    organizationName: null,
    organizationWebsite: null,
    jobTitle: null,
    educationLevel: null,
    intendedMajor: null,
    graduationYear: null,
    gpa: null,
    studentName: null,
    relationshipToStudent: null,
    skills: [],
    interests: [],
    city: null,
    state: null,
    country: null,
    isVerified: false,
    verificationDate: null,
    profileViewsUsed: 0,
    weeklyAccessExpiresAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
