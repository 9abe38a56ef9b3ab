import { profileCompletion, type Profile } from '@futurefund/core';
import type { ProfileRow } from './profile.repo';

/** Both sections and the completion meter; lists are never null (no profile row yet reads as empty). */
export function toProfile(row: ProfileRow): Profile {
  const basics = {
    name: row.name,
    educationLevel: row.educationLevel,
    intendedMajor: row.intendedMajor,
    skills: row.skills,
    interests: row.interests,
  };
  return {
    ...basics,
    gpa: row.gpa,
    graduationYear: row.graduationYear,
    city: row.city,
    state: row.state,
    country: row.country,
    citizenship: row.citizenship,
    firstGeneration: row.firstGeneration,
    gender: row.gender,
    ethnicity: row.ethnicity,
    careerGoals: row.careerGoals,
    preferredIndustries: row.preferredIndustries ?? [],
    preferredLocations: row.preferredLocations ?? [],
    timeZone: row.timeZone,
    completion: profileCompletion(basics),
  };
}
