import { useId } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { chatAnswerSchema, type SpecialistChatQuestion } from '@camp/shared/chat';
import { toast } from '../../../components/ui/toaster';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { useAnswerChatQuestionMutation } from '../api/answer-chat-question';
import { chatQuestionsQueryOptions } from '../api/chat-questions';
import { formatDateTime } from '../../../lib/format';

export const QUESTIONS_TITLE = 'Questions from the parent';
export const NO_QUESTIONS_TEXT = 'No questions waiting for you.';
export const ANSWER_SENT = 'Your answer was sent to the parent.';
export const ASSIGNED_ANSWERS = 'The specialist this itinerary is assigned to answers these.';

type Values = { text: string };

function QuestionItem({
  itineraryId,
  question,
  canAnswer,
}: {
  itineraryId: number;
  question: SpecialistChatQuestion;
  canAnswer: boolean;
}) {
  const fieldId = useId();
  const answer = useAnswerChatQuestionMutation(itineraryId);
  const form = useForm<Values, unknown, Values>({
    resolver: sharedResolver<Values, typeof chatAnswerSchema>(chatAnswerSchema),
    defaultValues: { text: '' },
    mode: 'onTouched',
  });
  const { field, fieldState } = useController({ control: form.control, name: 'text' });
  const rootError = form.formState.errors.root?.server?.message;
  const onSubmit = form.handleSubmit((values) =>
    answer
      .mutateAsync({ messageId: question.id, text: values.text })
      .then(() => {
        toast.success(ANSWER_SENT);
        form.reset({ text: '' });
      })
      .catch((err: unknown) => applyServerErrors(err, form.setError, ['text'])),
  );
  return (
    <Box component="li" sx={{ listStyle: 'none', borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {question.parent.name}
        {question.parent.access === 'friend' ? ' (a friend the itinerary is shared with)' : ''}{' '}
        asked on {formatDateTime(question.created_at)}
      </Typography>
      <Typography
        component="blockquote"
        sx={{
          m: 0,
          my: 1,
          pl: 1.5,
          borderLeft: 3,
          borderColor: 'primary.main',
          whiteSpace: 'pre-wrap',
        }}
      >
        {question.text}
      </Typography>
      {canAnswer && (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={`Answer ${question.parent.name}`}
        >
          {rootError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {rootError}
            </Alert>
          )}
          <TextField
            id={fieldId}
            label="Your answer"
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            multiline
            minRows={2}
            fullWidth
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button type="submit" variant="contained" disabled={answer.isPending}>
              Send answer
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/**
 * The specialist's side of MIA's hand-over (decision 0069): the parent's questions sent to the
 * specialist from the chat, each with an answer form; the answer goes into the parent's
 * conversation. The list lives under the specialist's query keys, so the specialists' channel
 * refreshes it when a parent hands a question over. Only the specialist the itinerary is
 * assigned to answers (as the API rules); the others read the questions.
 */
export function ParentQuestions({
  itineraryId,
  canAnswer,
}: {
  itineraryId: number;
  canAnswer: boolean;
}) {
  const headingId = useId();
  const query = useQuery(chatQuestionsQueryOptions(itineraryId));
  const questions = query.data?.questions ?? [];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {QUESTIONS_TITLE}
      </Typography>
      {query.isPending ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : query.isError ? (
        <Alert severity="error">Could not load the parent&apos;s questions.</Alert>
      ) : questions.length === 0 ? (
        <Typography color="text.secondary">{NO_QUESTIONS_TEXT}</Typography>
      ) : (
        <>
          {!canAnswer && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {ASSIGNED_ANSWERS}
            </Typography>
          )}
          <Stack component="ul" sx={{ m: 0, p: 0, gap: 2 }}>
            {questions.map((q) => (
              <QuestionItem
                key={q.id}
                itineraryId={itineraryId}
                question={q}
                canAnswer={canAnswer}
              />
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}
