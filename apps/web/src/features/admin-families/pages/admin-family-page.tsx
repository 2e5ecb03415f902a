import { useState } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import DeleteForever from '@mui/icons-material/DeleteForever';
import Download from '@mui/icons-material/Download';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { PG_INT_MAX } from '@camp/shared/number';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError } from '../../../components/ui/paged-list';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import { paths } from '../../../lib/paths';
import { downloadFamilyJson, familyDetailsQueryOptions } from '../api/families';
import { ChangePlanDialog } from '../components/change-plan-dialog';
import { EraseFamilyDialog } from '../components/erase-family-dialog';
import {
  ChangeRequestsSection,
  ChildrenSection,
  ItinerariesSection,
  MessagesSection,
  OrdersSection,
  ParentSection,
  PaymentsSection,
  PlanSection,
  QuestionnairesSection,
  RefundsSection,
} from '../components/family-sections';

/** The id in the address, or 0 when it is none the API could hold. */
const idFrom = (raw: string | undefined): number => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 && n <= PG_INT_MAX ? n : 0;
};

/**
 * /admin/families/:id: one family, read-only (no health answers), with its data as JSON, its
 * plan changed or ended on request, and its erasure on request.
 */
export function AdminFamilyPage() {
  const id = idFrom(useParams().id);
  const navigate = useNavigate();
  const family = useQuery({ ...familyDetailsQueryOptions(id), enabled: id > 0 });
  const [dialog, setDialog] = useState<'plan' | 'erase' | null>(null);
  const [exporting, setExporting] = useState(false);
  const back = { to: paths.admin.families, label: 'Back to families' };

  const exportJson = async () => {
    setExporting(true);
    try {
      await downloadFamilyJson(id);
    } catch (err) {
      toast.error(failureMessage(err));
    } finally {
      setExporting(false);
    }
  };

  if (id === 0) {
    return (
      <PageContainer title="Family" backLink={back}>
        <LoadError error={new Error('Family not found')} />
      </PageContainer>
    );
  }
  if (!family.data) {
    return (
      <PageContainer title="Family" backLink={back}>
        {family.isError ? (
          <LoadError error={family.error} onRetry={() => void family.refetch()} />
        ) : (
          <CircularProgress aria-label="Loading the family" />
        )}
      </PageContainer>
    );
  }
  const f = family.data;
  return (
    <PageContainer
      eyebrow="Administrator · Family"
      title={f.parent.name || f.parent.email}
      subtitle={f.parent.email}
      backLink={back}
      actions={
        <Box sx={{ display: 'flex', gap: 1.2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={exporting}
            onClick={() => void exportJson()}
          >
            Export JSON
          </Button>
          <Button variant="outlined" startIcon={<SwapHoriz />} onClick={() => setDialog('plan')}>
            Change plan
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForever />}
            onClick={() => setDialog('erase')}
          >
            Erase
          </Button>
        </Box>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <ParentSection family={f} />
        <PlanSection family={f} />
        <ChildrenSection family={f} />
        <QuestionnairesSection family={f} />
        <ItinerariesSection family={f} />
        <OrdersSection family={f} />
        <PaymentsSection family={f} />
        <RefundsSection family={f} />
        <ChangeRequestsSection family={f} />
        <MessagesSection family={f} />
      </Box>
      <ChangePlanDialog family={f} open={dialog === 'plan'} onClose={() => setDialog(null)} />
      <EraseFamilyDialog
        family={f}
        open={dialog === 'erase'}
        onClose={() => setDialog(null)}
        onErased={() => void navigate(paths.admin.families, { replace: true })}
      />
    </PageContainer>
  );
}
