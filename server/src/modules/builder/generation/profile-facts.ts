import type { ProfileFacts } from '@futurefund/core';
import type { SessionUser } from '../../auth/auth.repo';
import type { ProfileService } from '../../profile/profile.service';

const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The actor's profile as the builder reads it (product §2 fields plus the account's e-mail): the
 * only personal facts a starter resume or a generated text may use besides the resume itself.
 */
export async function loadProfileFacts(profiles: ProfileService, actor: SessionUser): Promise<ProfileFacts> {
  const row = await profiles.get(actor);
  return {
    name: text(row.name),
    email: text(actor.email),
    educationLevel: text(row.educationLevel),
    intendedMajor: text(row.intendedMajor),
    gpa: row.gpa === null || row.gpa === undefined ? null : String(row.gpa),
    graduationYear: row.graduationYear ?? null,
    city: text(row.city),
    state: text(row.state),
    country: text(row.country),
    skills: row.skills ?? [],
    interests: row.interests ?? [],
    careerGoals: text(row.careerGoals),
    preferredIndustries: row.preferredIndustries ?? [],
  };
}
