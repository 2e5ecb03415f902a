import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { CHILD_GRADE_LEVELS, type ChildProfile } from '@camp/shared/child-profile';
import { PageContainer } from '../../../components/ui/page-container';
import { EmptyCard, LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { ProfileTabs } from '../../../components/parent-profile/profile-tabs';
import { useSession } from '../../../lib/session';
import { paths } from '../../../lib/paths';
import { childProfilesQueryOptions } from '../api/child-profiles';

/** The spec's empty text, as written. */
export const NO_CHILDREN = "No added children's yet";

const gradeLabel = (value: number | null) =>
  CHILD_GRADE_LEVELS.find((g) => g.value === value)?.label ?? null;

/** What the card says of a child: age and grade, and which parts of the profile are filled in. */
function facts(child: ChildProfile): string[] {
  const grade = gradeLabel(child.rising_grade_level);
  return [
    child.age === null ? null : `Age ${child.age}`,
    grade ? `Rising grade: ${grade}` : null,
  ].filter((f): f is string => f !== null);
}

function ChildCard({ child }: { child: ChildProfile }) {
  const headingId = `child-profile-${child.id}`;
  const healthNotes = Object.values(child.health).filter(Boolean).length;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, sm: 2.4 },
        borderRadius: '14px',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        alignItems: { sm: 'center' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {child.first_name}
        </Typography>
        <Typography color="text.secondary">
          {facts(child).join(' · ') || 'Date of birth not given yet'}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Chip
            size="small"
            label={healthNotes ? 'Health details given' : 'No health details yet'}
          />
          <Chip size="small" label={`Emergency contacts: ${child.emergency_contacts.length}`} />
          <Chip size="small" label={`Pickups: ${child.authorized_pickups.length}`} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Button
          component={RouterLink}
          to={`${paths.questionnaire}?child=${child.id}`}
          variant="text"
          aria-label={`Plan camps for ${child.first_name}`}
        >
          Plan camps
        </Button>
        <Button
          component={RouterLink}
          to={paths.parent.child(child.id)}
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          aria-label={`Edit ${child.first_name}'s profile`}
        >
          Edit
        </Button>
      </Box>
    </Paper>
  );
}

/** /profile/children: the family's children's profiles, each reused by every plan and booking. */
export function ChildrenPage() {
  const session = useSession();
  const query = useQuery(childProfilesQueryOptions());
  if (!session) return null;
  return (
    <PageContainer
      title="Children"
      subtitle="One profile per child, used by every plan and booking."
      maxWidth="md"
      actions={
        <Button
          component={RouterLink}
          to={paths.parent.newChild}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Add a child
        </Button>
      }
    >
      <ProfileTabs session={session} />
      {query.isPending && <LoadingBlock label="Loading your children" />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess &&
        (query.data.length === 0 ? (
          <EmptyCard>{NO_CHILDREN}</EmptyCard>
        ) : (
          <Stack spacing={2}>
            {query.data.map((child) => (
              <ChildCard key={child.id} child={child} />
            ))}
          </Stack>
        ))}
    </PageContainer>
  );
}
