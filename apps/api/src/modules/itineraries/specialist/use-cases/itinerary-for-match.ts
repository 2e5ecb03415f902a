import type { QuestionnaireFields } from '@camp/shared/questionnaire';
import type { AppContext } from '../../../../context.js';
import { toFields } from '../../../questionnaires/index.js';
import * as familiesRepo from '../../../../data/families/repository.js';
import { itineraryOr404 } from '../detail.js';
import { coordinatesOf } from '../detail-view.js';

/**
 * The child's questionnaire and the itinerary's point, for the catalog's match with an itinerary
 * (docs/decisions/0025-match-sort.md). Whoever may read the review page may ask: any
 * specialist; an unknown itinerary is 404 as there.
 */
export async function itineraryForMatch(
  ctx: AppContext,
  id: number,
): Promise<{
  questionnaire: QuestionnaireFields | null;
  coordinates: { latitude: number; longitude: number } | null;
}> {
  const it = await itineraryOr404(ctx.db, id);
  const questionnaire =
    it.questionnaireId === null
      ? null
      : await familiesRepo.findQuestionnaire(ctx.db, it.questionnaireId);
  return {
    questionnaire: questionnaire && toFields(questionnaire),
    coordinates: coordinatesOf(it, questionnaire),
  };
}
