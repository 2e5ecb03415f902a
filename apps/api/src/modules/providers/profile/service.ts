/** The camp director's own profile: GET and PUT /api/v1/camp_directors (names, contact phone). */
import type { AppContext } from '../../../context.js';
import * as repo from '../../../data/accounts/repository.js';

export interface DirectorProfile {
  first_name: string;
  last_name: string;
  email: string;
  contact_phone: string | null;
}

async function toDirectorProfile(ctx: AppContext, user: repo.UserRow): Promise<DirectorProfile> {
  const profile = await repo.findDirectorProfile(ctx.db, user.id);
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    contact_phone: profile?.contactPhone ?? null,
  };
}

export function getDirectorProfile(ctx: AppContext, user: repo.UserRow): Promise<DirectorProfile> {
  return toDirectorProfile(ctx, user);
}

/** Names and contact phone; the e-mail is read-only here. */
export async function updateDirectorProfile(
  ctx: AppContext,
  user: repo.UserRow,
  input: { first_name: string; last_name: string; contact_phone?: string | null | undefined },
): Promise<DirectorProfile> {
  const updated = await ctx.db.transaction(async (tx) => {
    await repo.insertDirectorProfile(tx, user.id);
    if (input.contact_phone !== undefined) {
      await repo.updateDirectorContactPhone(tx, user.id, input.contact_phone);
    }
    return repo.updateUser(tx, user.id, {
      firstName: input.first_name,
      lastName: input.last_name,
      name: `${input.first_name} ${input.last_name}`,
    });
  });
  return toDirectorProfile(ctx, updated);
}
