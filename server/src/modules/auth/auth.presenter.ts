import type { PublicUser } from '@futurefund/core';
import type { SessionUser } from './auth.repo';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Picks the public fields; the response schema then drops anything else (stripe ids, hashes). */
export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    role: user.role,
    userType: user.userType,
    seekerSubType: user.seekerSubType,
    contributorSubType: user.contributorSubType,
    organizationName: user.organizationName,
    organizationWebsite: user.organizationWebsite,
    jobTitle: user.jobTitle,
    educationLevel: user.educationLevel,
    intendedMajor: user.intendedMajor,
    graduationYear: user.graduationYear,
    gpa: user.gpa,
    studentName: user.studentName,
    relationshipToStudent: user.relationshipToStudent,
    skills: user.skills,
    interests: user.interests,
    city: user.city,
    state: user.state,
    country: user.country,
    isVerified: user.isVerified,
    verificationDate: iso(user.verificationDate),
    profileViewsUsed: user.profileViewsUsed,
    weeklyAccessExpiresAt: iso(user.weeklyAccessExpiresAt),
    createdAt: user.createdAt.toISOString(),
  };
}
