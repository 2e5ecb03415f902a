import { useId, type ReactNode } from 'react';
import { Alert, Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../../components/ui/page-container';
import { toast } from '../../../components/ui/toaster';
import { interestOptionsQueryOptions, withProgramInterests } from '../api/interests';
import { programQueryOptions } from '../api/program';
import { useUpdateProgramMutation } from '../api/update-program';
import { ProgramForm } from '../components/program-form';
import { WaiverPanel } from '../components/waiver-panel';
import { PROGRAM_TEXTS } from './programs-page';
import { BACK_TO_PROGRAMS, PROGRAMS_PATH } from './create-program-page';

export interface ProgramPageProps {
  /**
   * The Activities tab's content for a program. The director route tree composes it (the
   * activities feature owns that list; features do not import each other).
   */
  renderActivities?: (programId: number) => ReactNode;
}

const TABS = ['information', 'activities', 'waiver'] as const;
const TAB_LABELS: Record<(typeof TABS)[number], string> = {
  information: 'Information',
  activities: 'Activities',
  waiver: 'Waiver',
};
type TabName = (typeof TABS)[number];

/** /camp-director/program/:id: tabs Information (the program form), Activities and Waiver. */
export function ProgramPage({ renderActivities }: ProgramPageProps) {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: TabName = TABS.find((t) => t === asked) ?? 'information';
  const navigate = useNavigate();
  const program = useQuery({ ...programQueryOptions(id), enabled: validId });
  const interests = useQuery(interestOptionsQueryOptions());
  const update = useUpdateProgramMutation(id);
  const baseId = useId();

  const loading = validId && (program.isPending || interests.isPending);
  const failure = !validId
    ? 'Program not found'
    : program.isError
      ? program.error.message
      : interests.isError
        ? interests.error.message
        : null;

  return (
    <PageContainer
      title={program.data?.name ?? 'Program'}
      backLink={BACK_TO_PROGRAMS}
      maxWidth="md"
    >
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading program" />
        </Box>
      ) : failure || !program.data || !interests.data ? (
        <Alert severity="error">{failure || 'Something went wrong'}</Alert>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, next: TabName) =>
              setSearch(next === 'information' ? {} : { tab: next }, { replace: true })
            }
            aria-label="Program sections"
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
            variant="fullWidth"
          >
            {TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                label={TAB_LABELS[name]}
                id={`${baseId}-tab-${name}`}
                aria-controls={`${baseId}-panel-${name}`}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`${baseId}-panel-${tab}`}
            aria-labelledby={`${baseId}-tab-${tab}`}
          >
            {tab === 'information' ? (
              <ProgramForm
                key={program.data.updated_at}
                program={program.data}
                interestOptions={withProgramInterests(
                  interests.data.program_interests,
                  program.data,
                )}
                submitLabel="Save changes"
                onSubmit={async (values) => {
                  await update.mutateAsync(values);
                  toast.success(PROGRAM_TEXTS.edited, 'Success');
                  await navigate(PROGRAMS_PATH);
                }}
              />
            ) : tab === 'waiver' ? (
              <WaiverPanel programId={id} />
            ) : (
              renderActivities?.(id)
            )}
          </Box>
        </>
      )}
    </PageContainer>
  );
}
