import { useState } from 'react';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Session } from '@camp/shared/auth';
import type { Questionnaire } from '@camp/shared/questionnaire';
import { EmptyCard, LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { UpgradeDialog } from '../../../components/premium/upgrade-dialog';
import { questionnaireGated } from '../../../components/premium/upgrade-gate';
import { questionnairesQueryOptions } from '../../../lib/parent-questionnaires';
import { ChildForm } from './child-form';
import { SectionCard } from './section-card';
import { paths } from '../../../lib/paths';

/** The spec's empty text, as written. */
export const NO_CHILDREN = "No added children's yet";

/** Submitted questionnaires are the children; the newest draft is a plan still being written. */
export function splitQuestionnaires(list: Questionnaire[]) {
  const submitted = list
    .filter((q) => q.status === 'submitted')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const draft = list
    .filter((q) => q.status === 'draft')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  return { submitted, draft };
}

/**
 * The Children section: one form per child, 'Add another child' (a new questionnaire that copies
 * the family's answers from the latest child's) and 'New child plan' (a blank one). Both open the
 * upgrade dialog instead when the questionnaire limit applies (not paid Premium, one already).
 */
export function ChildrenSection({ session }: { session: Session }) {
  const query = useQuery(questionnairesQueryOptions());
  const navigate = useNavigate();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const gated = questionnaireGated(session);
  const { submitted, draft } = splitQuestionnaires(query.data ?? []);
  const latest = submitted.at(-1);

  const start = (to: string) => {
    if (gated) setUpgradeOpen(true);
    else void navigate(to);
  };

  const actions = (
    <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
      {latest && (
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => start(`${paths.questionnaire}?copy_from=${latest.id}`)}
        >
          Add another child
        </Button>
      )}
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => start(`${paths.questionnaire}?new=1`)}
      >
        New child plan
      </Button>
    </Box>
  );

  return (
    <SectionCard
      id="children"
      title="Children"
      intro="Each child has their own plan. Keep their details up to date until their itinerary is approved."
      action={query.isSuccess ? actions : undefined}
    >
      {query.isPending && <LoadingBlock label="Loading your children" />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && (
        <Stack spacing={2}>
          {draft && (
            <Alert
              severity="info"
              action={
                <Button
                  component={RouterLink}
                  to={`${paths.questionnaire}?id=${draft.id}`}
                  color="inherit"
                  size="small"
                >
                  Continue
                </Button>
              }
            >
              You have a plan you haven&apos;t sent yet
              {draft.fields.child_first_name ? ` for ${draft.fields.child_first_name}` : ''}.
            </Alert>
          )}
          {submitted.length === 0 ? (
            <EmptyCard>{NO_CHILDREN}</EmptyCard>
          ) : (
            submitted.map((q) => <ChildForm key={q.id} questionnaire={q} />)
          )}
          {gated && (
            <Box sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              Plans for more than one child are part of Premium.{' '}
              <Link
                component={RouterLink}
                to={paths.parent.packages}
                sx={{ textDecoration: 'underline' }}
              >
                See the packages
              </Link>
              .
            </Box>
          )}
        </Stack>
      )}
      <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </SectionCard>
  );
}
