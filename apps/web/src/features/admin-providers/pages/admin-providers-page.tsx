import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  Accordion,
  AccordionActions,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Pagination,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@camp/shared/enums';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageContainer } from '../../../components/page-container';
import { toast } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import { canDecideProvider, type AdminProvider } from '@camp/shared/provider-profile';
import { providersQueryOptions } from '../api/providers';
import { useValidateProvider } from '../api/provider-validation';
import { ProviderDetails } from '../components/provider-details';
import { RejectDialog } from '../components/reject-dialog';

const TABS: { status: RegistrationStatus; label: string }[] = [
  { status: 'awaiting_validation', label: 'Awaiting validation' },
  { status: 'validated', label: 'Validated' },
  { status: 'rejected', label: 'Rejected' },
];

const parseStatus = (v: string | null): RegistrationStatus =>
  REGISTRATION_STATUSES.includes(v as RegistrationStatus)
    ? (v as RegistrationStatus)
    : 'awaiting_validation';

const titleOf = (p: AdminProvider) => p.organisation_name ?? p.name;

/**
 * /admin/providers: providers waiting for validation (and those decided), with every field they
 * submitted. Accept validates the provider; Reject asks for the reason. Both are e-mailed. A
 * rejected provider can be reconsidered and accepted; a validated one is final (decision 0032).
 */
export function AdminProvidersPage() {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(providersQueryOptions(status, page));
  const validate = useValidateProvider();
  const [accepting, setAccepting] = useState<AdminProvider | null>(null);
  const [rejecting, setRejecting] = useState<AdminProvider | null>(null);
  // The dialogs keep their provider while they close, so the title does not flash empty.
  const [acceptOpen, setAcceptOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const go = (next: { status?: RegistrationStatus; page?: number }) => {
    const s = next.status ?? status;
    const p = next.page ?? 1;
    setParams(
      {
        ...(s !== 'awaiting_validation' ? { status: s } : {}),
        ...(p > 1 ? { page: String(p) } : {}),
      },
      { replace: false },
    );
  };

  const failed = (err: unknown) =>
    toast.error(err instanceof ApiError ? err.message : 'Something went wrong', 'Error');

  const accept = () => {
    if (!accepting) return;
    validate.mutate(
      { userId: accepting.user_id, decision: 'accept' },
      {
        onSuccess: (p) => {
          toast.success(`${titleOf(p)} is validated. The director has been e-mailed.`);
          setAcceptOpen(false);
          if (list.data?.providers.length === 1 && page > 1) go({ page: page - 1 });
        },
        onError: (err) => {
          setAcceptOpen(false);
          failed(err);
        },
      },
    );
  };

  const reject = (reason: string) => {
    if (!rejecting) return;
    setReasonError(null);
    validate.mutate(
      { userId: rejecting.user_id, decision: 'reject', reason },
      {
        onSuccess: (p) => {
          toast.success(`${titleOf(p)} was rejected. The director has been e-mailed.`);
          setRejectOpen(false);
          if (list.data?.providers.length === 1 && page > 1) go({ page: page - 1 });
        },
        onError: (err) => {
          const fieldMessage = err instanceof ApiError ? err.fieldErrors.reason?.[0] : undefined;
          if (fieldMessage) setReasonError(fieldMessage);
          else {
            setRejectOpen(false);
            failed(err);
          }
        },
      },
    );
  };

  const data = list.data;
  return (
    <PageContainer
      eyebrow="Administrator"
      title="Providers"
      subtitle="Validate camp directors before their programs are offered to families."
      backLink={{ to: '/admin', label: 'Back to Administration' }}
      maxWidth="md"
    >
      <Tabs
        value={status}
        onChange={(_, v: RegistrationStatus) => go({ status: v })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Registration status"
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.status}
            value={t.status}
            label={t.status === status && data ? `${t.label} (${data.pagy.count})` : t.label}
          />
        ))}
      </Tabs>

      {list.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading providers" />
        </Box>
      )}
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {data && data.providers.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {status === 'awaiting_validation'
            ? 'No providers are waiting for validation.'
            : 'There are no providers here yet.'}
        </Typography>
      )}
      {data?.providers.map((p) => (
        <Accordion
          key={p.user_id}
          disableGutters
          // Each provider's summary is a heading under the page's h1 (MUI's default is h3).
          slotProps={{ heading: { component: 'h2' } }}
          variant="outlined"
          sx={{ mb: 1.2, borderRadius: '12px', '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`provider-${p.user_id}-details`}
            id={`provider-${p.user_id}-summary`}
          >
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', minWidth: 0 }}
            >
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {titleOf(p)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {p.contact_name ?? p.name} · {p.email}
              </Typography>
              {p.status === 'validated' && (
                <Chip
                  size="small"
                  label={`Payment: ${p.stripe_account_status.replace('_', ' ')}`}
                />
              )}
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`provider-${p.user_id}-details`}>
            <ProviderDetails provider={p} />
          </AccordionDetails>
          {(canDecideProvider(p.status, 'accept') || canDecideProvider(p.status, 'reject')) && (
            <AccordionActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              {p.status === 'rejected' && p.rejection_reason && (
                <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                  Rejected: {p.rejection_reason}
                </Typography>
              )}
              {canDecideProvider(p.status, 'reject') && (
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => {
                    setReasonError(null);
                    setRejecting(p);
                    setRejectOpen(true);
                  }}
                >
                  Reject
                </Button>
              )}
              <Button
                variant="contained"
                onClick={() => {
                  setAccepting(p);
                  setAcceptOpen(true);
                }}
              >
                {p.status === 'rejected' ? 'Reconsider and accept' : 'Accept'}
              </Button>
            </AccordionActions>
          )}
        </Accordion>
      ))}
      {data && data.pagy.pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            page={data.pagy.page}
            count={data.pagy.pages}
            onChange={(_, p) => go({ page: p })}
            getItemAriaLabel={(type, p) =>
              type === 'page' ? `Go to page ${p}` : `Go to ${type} page`
            }
          />
        </Box>
      )}

      <ConfirmDialog
        open={acceptOpen}
        title={`Accept ${accepting ? titleOf(accepting) : ''}?`}
        description="The provider is validated and the director is e-mailed to connect a Stripe account."
        confirmText="Accept"
        busy={validate.isPending}
        onConfirm={accept}
        onClose={() => setAcceptOpen(false)}
      />
      <RejectDialog
        open={rejectOpen}
        organisation={rejecting ? titleOf(rejecting) : ''}
        busy={validate.isPending}
        serverError={reasonError}
        onConfirm={reject}
        onClose={() => setRejectOpen(false)}
      />
    </PageContainer>
  );
}
