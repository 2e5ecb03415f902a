import { type QuestionnaireSubmission } from '@camp/shared/questionnaire';
import type { AppContext } from '../../context.js';
import {
  createParentAccountInTx,
  notifyExistingAccount,
  issuePasswordlessLink,
  hashToken,
} from '../auth/index.js';
import * as familiesRepo from '../../data/families/repository.js';
import { childValues, locate, openItinerary } from './service.js';
import { checkCampTypeAnswers } from './camp-types.js';
import { toColumns } from './fields.js';

/**
 * A visitor's complete questionnaire: their parent account (unconfirmed, generated password),
 * the submitted questionnaire, the child and the draft itinerary, and one e-mail whose
 * passwordless link (/confirmation-parent?form_id=…) confirms the account and signs them in.
 * All or nothing: a taken e-mail (422 on `email`) creates nothing.
 */
export async function submitAsVisitor(
  ctx: AppContext,
  input: { parent: { name: string; email: string }; fields: QuestionnaireSubmission },
): Promise<{ email: string }> {
  const { fields } = input;
  // Checked before anything else: an answer about an existing account must not depend on it.
  await checkCampTypeAnswers(ctx.db, fields);
  return ctx.db.transaction(async (tx) => {
    // An existing account gets a mail, the visitor the same answer as a new one (decision 0031):
    // the answer does not tell who has an account. Nothing is saved for that address.
    if (await notifyExistingAccount(tx, ctx, input.parent.email, 'questionnaire')) {
      return { email: input.parent.email };
    }
    const user = await createParentAccountInTx(tx, {
      ...input.parent,
      address: fields.address_street,
      zipCode: fields.zip_code,
    });
    const link = await issuePasswordlessLink(tx, ctx, user.id);
    const childId = await familiesRepo.insertChild(tx, {
      parentId: user.id,
      ...childValues(fields),
    });
    const questionnaire = await familiesRepo.insertQuestionnaire(tx, {
      ...toColumns(fields),
      ...(await locate(ctx, fields.address_street, fields.zip_code)),
      parentId: user.id,
      childId,
      status: 'submitted',
      submittedAt: ctx.now(),
      // Ties the link to the questionnaire it came with (only the hash, like the token itself).
      formId: hashToken(link.token),
    });
    await openItinerary(tx, ctx, {
      parent: { id: user.id, email: user.email, name: user.firstName || user.name },
      questionnaire,
      mailUrl: link.url,
      newAccount: true,
    });
    return { email: user.email };
  });
}
