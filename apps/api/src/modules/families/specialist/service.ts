import {
  SPECIALIST_PARENT_MESSAGES as M,
  type SpecialistParent,
} from '@camp/shared/specialist-parent';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as commerceRepo from '../../../data/commerce/repository.js';
import * as familiesRepo from '../../../data/families/repository.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import { listQuestionnaires } from '../../questionnaires/index.js';

/**
 * The family a specialist plans for (the parent lookup of the specialist's pages).
 * Specialists read every family's itineraries (decision 0022), so any specialist
 * may look up any parent; an id that is not a live parent's answers 404 (a specialist or a
 * director is not a parent).
 */
export async function getParent(ctx: AppContext, id: number): Promise<SpecialistParent> {
  const user = await accountsRepo.findLiveUserById(ctx.db, id);
  if (!user || user.role !== 'Parent') throw AppError.notFound(M.notFound);
  const [order, kids, questionnaires, itineraries] = await Promise.all([
    commerceRepo.findLatestOrder(ctx.db, user.id),
    familiesRepo.childrenOfParent(ctx.db, user.id),
    listQuestionnaires(ctx, user),
    itinerariesRepo.itinerariesWithChildOf(ctx.db, user.id),
  ]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone_number: user.phoneNumber,
    address: user.address,
    zip_code: user.zipCode,
    package_type: order?.packageType ?? null,
    order_status: order?.order.status ?? null,
    children: kids.map((c) => ({
      id: c.id,
      first_name: c.firstName,
      age: c.age,
      rising_grade_level: c.risingGradeLevel,
    })),
    questionnaires: questionnaires.questionnaires,
    itineraries: itineraries.map((i) => ({
      id: i.id,
      status: i.status,
      child_name: i.childName,
      created_at: i.createdAt.toISOString(),
    })),
  };
}
