import { useEffect, useId, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Questionnaire } from '@camp/shared/questionnaire';
import { childProfilesQueryOptions } from '../../../lib/child-profiles';
import { questionnairesQueryOptions } from '../../../lib/parent-questionnaires';
import type { QuestionnaireRequest } from '../hooks/use-current-questionnaire';

export const CHILD_STEP_TEXT = {
  title: 'Who is this plan for?',
  hint: "Choose a child and we'll fill in what their profile says. You can change any answer.",
  another: 'Another child',
  next: 'Continue',
} as const;

const ANOTHER = 'another';

/** A new questionnaire is about to start: no draft would be continued instead. */
function startsNew(request: QuestionnaireRequest, list: Questionnaire[]): boolean {
  return request.copyFrom !== undefined || request.blank === true
    ? true
    : !list.some((q) => q.status === 'draft');
}

/**
 * The questionnaire's first step for a parent with children's profiles, when a new plan is about
 * to start: pick one of the children (their draft is continued, or a new plan is filled in from
 * their profile) or "Another child" (the plan starts as asked). Without profiles, or when a
 * draft is continued, the step passes straight on; so does it when a list cannot be read.
 */
export function ChildStep({
  request,
  onChoose,
}: {
  request: QuestionnaireRequest;
  onChoose: (request: QuestionnaireRequest) => void;
}) {
  const children = useQuery(childProfilesQueryOptions());
  const list = useQuery(questionnairesQueryOptions());
  const [choice, setChoice] = useState('');
  const titleId = useId();
  const failed = children.isError || list.isError;
  const ready = children.data !== undefined && list.data !== undefined;
  const skip =
    failed || (ready && (children.data.length === 0 || !startsNew(request, list.data)));

  useEffect(() => {
    if (skip) onChoose(request);
  }, [skip, onChoose, request]);

  if (!ready || skip) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your questionnaire" />
      </Box>
    );
  }
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography id={titleId} variant="h5" component="h2">
          {CHILD_STEP_TEXT.title}
        </Typography>
        <Typography color="text.secondary">{CHILD_STEP_TEXT.hint}</Typography>
      </Box>
      <FormControl>
        <RadioGroup
          aria-labelledby={titleId}
          name="child"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          {children.data.map((c) => (
            <FormControlLabel
              key={c.id}
              value={String(c.id)}
              control={<Radio />}
              label={c.first_name}
            />
          ))}
          <FormControlLabel value={ANOTHER} control={<Radio />} label={CHILD_STEP_TEXT.another} />
        </RadioGroup>
      </FormControl>
      <Box>
        <Button
          variant="contained"
          disabled={choice === ''}
          onClick={() =>
            onChoose(choice === ANOTHER ? request : { ...request, child: Number(choice) })
          }
        >
          {CHILD_STEP_TEXT.next}
        </Button>
      </Box>
    </Paper>
  );
}
