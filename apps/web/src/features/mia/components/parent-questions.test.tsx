import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_MESSAGE_REQUIRED } from '@camp/shared/chat';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, setSession } from '../../../lib/session';
import { recordRequests, server } from '../../../test-server';
import { makeSession, renderWithShell } from '../../../test-utils';
import type { SpecialistChatQuestion } from '@camp/shared/chat';
import { makeChatMessage, miaApi } from '../test-handlers';
import {
  ANSWER_SENT,
  ASSIGNED_ANSWERS,
  NO_QUESTIONS_TEXT,
  ParentQuestions,
  QUESTIONS_TITLE,
} from './parent-questions';

const question: SpecialistChatQuestion = {
  id: 70,
  itinerary_id: 5,
  text: 'Can Mia bring her own racket?',
  parent: { id: 3, name: 'Pat Morgan', email: 'pat.morgan@example.com', access: 'owner' },
  requested_at: '2026-06-01T10:01:00.000Z',
  created_at: '2026-06-01T10:00:00.000Z',
};

beforeEach(() => setSession(makeSession({ role: 'Specialist' })));
afterEach(() => {
  act(() => clearSession());
  toast.clear();
});

describe('ParentQuestions', () => {
  it('lists the pending questions; an answer is sent and the list is read again', async () => {
    let pending = [question];
    server.use(
      miaApi.questions(() => ({ questions: pending })),
      miaApi.answer(({ answer }) => {
        pending = [];
        return {
          question: makeChatMessage({
            id: 70,
            itinerary_id: 5,
            text: question.text,
            handover: { status: 'answered', requested_at: question.requested_at },
          }),
          answer: makeChatMessage({
            id: 71,
            itinerary_id: 5,
            text: String(answer.text).trim(),
            sender_role: 'Specialist',
            role: 'assistant',
          }),
        };
      }),
    );
    const seen = recordRequests();
    const user = userEvent.setup();
    renderWithShell(
      <>
        <ParentQuestions itineraryId={5} canAnswer />
        <Toaster />
      </>,
    );
    expect(screen.getByRole('heading', { name: QUESTIONS_TITLE })).toBeTruthy();
    expect(await screen.findByText('Can Mia bring her own racket?')).toBeTruthy();
    expect(screen.getByText(/Pat Morgan asked on/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(CHAT_MESSAGE_REQUIRED)).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Your answer'), ' Yes, one racket. ');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(ANSWER_SENT)).toBeTruthy();
    expect(await screen.findByText(NO_QUESTIONS_TEXT)).toBeTruthy();
    await waitFor(() =>
      expect(seen.map((r) => [r.method, r.path, r.body])).toEqual([
        ['GET', '/api/v1/specialists/itineraries/5/chat_questions', null],
        [
          'POST',
          '/api/v1/specialists/itineraries/5/chat_questions/70/answer',
          { answer: { text: 'Yes, one racket.' } },
        ],
        ['GET', '/api/v1/specialists/itineraries/5/chat_questions', null],
      ]),
    );
  });

  it('shows another specialist the questions without an answer form', async () => {
    server.use(miaApi.questions(() => ({ questions: [question] })));
    renderWithShell(<ParentQuestions itineraryId={5} canAnswer={false} />);
    expect(await screen.findByText('Can Mia bring her own racket?')).toBeTruthy();
    expect(screen.getByText(ASSIGNED_ANSWERS)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
    expect(screen.queryByLabelText('Your answer')).toBeNull();
  });
});
