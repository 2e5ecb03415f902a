import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import * as repo from '../../../data/accounts/repository.js';

/** What staff see of a specialist (shown on itineraries). */
export async function getSpecialist(
  ctx: AppContext,
  id: number,
): Promise<{ id: number; name: string; email: string; photo_url: string | null }> {
  const user = await repo.findLiveUserById(ctx.db, id);
  if (!user || user.role !== 'Specialist') throw AppError.notFound('Specialist not found');
  return { id: user.id, name: user.name, email: user.email, photo_url: user.photoUrl };
}
