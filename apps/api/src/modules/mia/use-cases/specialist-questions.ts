import {
  CHAT_MESSAGES as M,
  type ChatAnswerResponse,
  type SpecialistChatQuestions,
} from '@camp/shared/chat';
import { SPECIALIST_ITINERARY_MESSAGES } from '@camp/shared/specialist-itinerary';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as chatRepo from '../../../data/chat/repository.js';
import { enqueueMail } from '../../mail/index.js';
import { publishChatEvent } from '../../realtime/index.js';
import {
  itineraryOr404,
  PARENT_ITINERARIES_PATH,
  publishQuestionsChanged,
  view,
} from './shared.js';

/** GET /api/v1/specialists/itineraries/{id}/chat_questions: questions waiting, oldest first. */
export async function listQuestions(
  ctx: AppContext,
  itineraryId: number,
): Promise<SpecialistChatQuestions> {
  await itineraryOr404(ctx, itineraryId);
  const rows = await chatRepo.pendingHandovers(ctx.db, itineraryId);
  return {
    questions: rows.map(({ message, parentName, parentEmail, isOwner }) => ({
      id: message.id,
      itinerary_id: message.itineraryId,
      text: message.text,
      parent: {
        id: message.parentId,
        name: parentName,
        email: parentEmail,
        access: isOwner ? 'owner' : 'friend',
      },
      requested_at: message.handoverRequestedAt!.toISOString(),
      created_at: message.createdAt.toISOString(),
    })),
  };
}

/**
 * POST …/chat_questions/{message_id}/answer: the answer becomes a message of the asking parent's
 * conversation, the question is marked answered (once: a second answer is 409 and stores
 * nothing), the parent is e-mailed through the outbox and told on the ChatChannel. Once the
 * itinerary is assigned, only its specialist answers (others read it, as every change of an
 * assigned itinerary: decision 0022), another gets 403; before, any specialist may, so a question
 * does not wait for the assignment.
 */
export async function answerQuestion(
  ctx: AppContext,
  specialist: CurrentUser,
  itineraryId: number,
  messageId: number,
  text: string,
): Promise<ChatAnswerResponse> {
  const itinerary = await itineraryOr404(ctx, itineraryId);
  if (itinerary.specialistId !== null && itinerary.specialistId !== specialist.id) {
    throw AppError.forbidden(SPECIALIST_ITINERARY_MESSAGES.notAssigned);
  }
  const now = ctx.now();
  const { question, answer } = await ctx.db.transaction(async (tx) => {
    const asked = await chatRepo.findMessage(tx, messageId);
    if (!asked || asked.itineraryId !== itineraryId || asked.role !== 'user') {
      throw AppError.notFound(M.messageNotFound);
    }
    if (!asked.handoverRequestedAt) throw AppError.unprocessable(M.notHandedOver);
    if (asked.handoverAnsweredAt) throw AppError.conflict(M.alreadyAnswered);
    const [answerRow] = await chatRepo.insertMessages(tx, [
      {
        itineraryId,
        parentId: asked.parentId,
        userId: specialist.id,
        senderRole: 'Specialist',
        role: 'assistant',
        text,
        createdAt: now,
      },
    ]);
    const answered = await chatRepo.answerHandover(tx, asked.id, {
      answerId: answerRow!.id,
      answeredById: specialist.id,
      at: now,
    });
    // Answered by someone else between the read and now: this answer is rolled back.
    if (!answered) throw AppError.conflict(M.alreadyAnswered);
    const parent = await accountsRepo.findUserById(tx, asked.parentId);
    if (parent && !parent.deletedAt) {
      await enqueueMail(tx, ctx, {
        to: parent.email,
        template: 'chat_answer',
        data: {
          name: parent.firstName || parent.name,
          url: `${ctx.config.APP_URL}${PARENT_ITINERARIES_PATH}`,
          specialist_name: specialist.name || 'Your specialist',
          question: asked.text,
          answer: text,
        },
      });
    }
    return { question: answered, answer: answerRow! };
  });
  for (const row of [question, answer]) {
    publishChatEvent(ctx, row.itineraryId, row.parentId, {
      type: 'chat_message',
      message: view(row),
    });
  }
  publishQuestionsChanged(ctx, itineraryId);
  return { question: view(question), answer: view(answer) };
}
