import type { updateProfileSchema } from '@futurefund/core';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import {
  detailFieldNames,
  userFieldNames,
  type DetailProfileFields,
  type ProfileRepo,
  type ProfileRow,
  type UserProfileFields,
} from './profile.repo';

type ValidUpdate = z.output<typeof updateProfileSchema>;

/** Splits a validated update into the columns of each table, keeping only the fields sent. */
function splitUpdate(update: ValidUpdate) {
  const pick = <K extends string>(names: readonly K[]) =>
    Object.fromEntries(
      Object.entries(update).filter(([key, value]) => names.includes(key as K) && value !== undefined),
    );
  return {
    user: pick(userFieldNames) as Partial<UserProfileFields>,
    details: pick(detailFieldNames) as Partial<DetailProfileFields>,
  };
}

/** The profile (product §2): the owner's only; a save changes just the fields it sends. */
export function createProfileService(repo: ProfileRepo) {
  async function get(actor: SessionUser): Promise<ProfileRow> {
    const profile = await repo.find(actor.id);
    // The session loaded this user a moment ago; gone now means the account was just deleted.
    if (!profile) throw AppError.unauthenticated();
    return profile;
  }

  return {
    get,

    async update(actor: SessionUser, update: ValidUpdate): Promise<ProfileRow> {
      const { user, details } = splitUpdate(update);
      await repo.transaction(async (tx) => {
        if (Object.keys(user).length > 0) await tx.updateUser(actor.id, user);
        if (Object.keys(details).length > 0) await tx.upsertDetails(actor.id, details);
      });
      return get(actor);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
