import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../lib/paths';
import { providerDetailQueryOptions } from '../api/provider-admin';
import { ImportsSection } from '../components/imports-section';
import { ProfileSection } from '../components/profile-section';
import { ProgramsSection } from '../components/programs-section';
import { StandingSection } from '../components/standing-section';

/**
 * /admin/providers/:id: one provider for the administrator: its standing (suspend, reinstate,
 * notice of termination), its profile (editable), its programs and activities (unpublish) and
 * its imports (undo).
 */
export function AdminProviderPage() {
  const userId = Number(useParams().id);
  const valid = Number.isInteger(userId) && userId > 0 && userId <= 2_147_483_647;
  const query = useQuery({ ...providerDetailQueryOptions(userId), enabled: valid });
  const p = query.data;
  return (
    <PageContainer
      eyebrow="Administrator"
      title={p ? (p.organisation_name ?? p.name) : 'Provider'}
      subtitle={p ? `${p.contact_name ?? p.name} · ${p.email}` : undefined}
      backLink={{ to: paths.admin.providers, label: 'Back to Providers' }}
      maxWidth="lg"
    >
      {!valid && <Alert severity="error">Provider not found</Alert>}
      {valid && query.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the provider" />
        </Box>
      )}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {p && (
        <>
          <StandingSection provider={p} />
          <ProgramsSection userId={p.user_id} />
          <ImportsSection userId={p.user_id} />
          <ProfileSection provider={p} />
          <Typography variant="body2" color="text.secondary">
            Every change here is recorded in the audit trail.
          </Typography>
        </>
      )}
    </PageContainer>
  );
}
