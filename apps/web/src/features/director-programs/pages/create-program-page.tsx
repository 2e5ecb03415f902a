import { Alert, Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { PageContainer } from '../../../components/ui/page-container';
import { toast } from '../../../components/ui/toaster';
import { interestOptionsQueryOptions } from '../api/interests';
import { useCreateProgramMutation } from '../api/create-program';
import { ProgramForm } from '../components/program-form';
import { PROGRAM_TEXTS } from './programs-page';
import { paths } from '../../../lib/paths';

export const PROGRAMS_PATH = paths.director.programs;
export const BACK_TO_PROGRAMS = { to: PROGRAMS_PATH, label: 'Back to Program' };

/** /camp-director/create-program. */
export function CreateProgramPage() {
  const navigate = useNavigate();
  const interests = useQuery(interestOptionsQueryOptions());
  const create = useCreateProgramMutation();

  return (
    <PageContainer title="Create program" backLink={BACK_TO_PROGRAMS} maxWidth="md">
      {interests.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : interests.isError ? (
        <Alert severity="error">{interests.error.message || 'Something went wrong'}</Alert>
      ) : (
        <ProgramForm
          interestOptions={interests.data.program_interests}
          submitLabel="Create program"
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            toast.success(PROGRAM_TEXTS.created, 'Success');
            await navigate(PROGRAMS_PATH);
          }}
        />
      )}
    </PageContainer>
  );
}
