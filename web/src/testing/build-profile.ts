import { profileCompletion, type Profile } from '@futurefund/core';

/** A GET /api/profile answer; empty unless a test fills what it is about. */
export function buildProfile(overrides: Partial<Omit<Profile, 'completion'>> = {}): Profile {
  const fields = {
    name: null,
    educationLevel: null,
    intendedMajor: null,
    skills: [],
    interests: [],
    gpa: null,
    graduationYear: null,
    city: null,
    state: null,
    country: null,
    citizenship: null,
    firstGeneration: null,
    gender: null,
    ethnicity: null,
    careerGoals: null,
    preferredIndustries: [],
    preferredLocations: [],
    timeZone: 'America/Chicago',
    ...overrides,
  };
  return { ...fields, completion: profileCompletion(fields) };
}
