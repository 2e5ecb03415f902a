import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, CircularProgress, Pagination, Tab, Tabs, Typography } from '@mui/material';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@camp/shared/enums';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageContainer } from '../../../components/ui/page-container';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { type AdminProvider } from '@camp/shared/provider-profile';
import { downloadProvidersCsv, providersQueryOptions } from '../api/providers';
import { ExportCsvButton } from '../../../components/ui/list-filter';
import { useValidateProvider } from '../api/provider-validation';
import { ProviderAccordion, titleOf } from '../components/provider-accordion';
import { RejectDialog } from '../components/reject-dialog';
import { paths } from '../../../lib/paths';

const TABS: { status: RegistrationStatus; label: string }[] = [
  { status: 'awaiting_validation', label: 'Awaiting validation' },
  { status: 'validated', label: 'Validated' },
  { status: 'rejected', label: 'Rejected' },
];

const parseStatus = (v: string | null): RegistrationStatus =>
  REGISTRATION_STATUSES.includes(v as RegistrationStatus)
    ? (v as RegistrationStatus)
    : 'awaiting_validation';

/** The tab and page the URL holds; `go` moves to another (page 1 unless told). */
function useListLocation() {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
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
  return { status, page, go };
}

/** The registration status tabs (the current one with its count) and its CSV export. */
function StatusTabs({
  status,
  count,
  onChange,
}: {
  status: RegistrationStatus;
  count: number | undefined;
  onChange: (status: RegistrationStatus) => void;
}) {
  return (
    <>
      <Tabs
        value={status}
        onChange={(_, v: RegistrationStatus) => onChange(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Registration status"
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.status}
            value={t.status}
            label={t.status === status && count !== undefined ? `${t.label} (${count})` : t.label}
          />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <ExportCsvButton download={() => downloadProvidersCsv(status)} />
      </Box>
    </>
  );
}

/**
 * /admin/providers: providers waiting for validation (and those decided), with every field they
 * submitted. Accept validates the provider; Reject asks for the reason. Both are e-mailed. A
 * rejected provider can be reconsidered and accepted; a validated one is final (decision 0032).
 */
export function AdminProvidersPage() {
  const { status, page, go } = useListLocation();
  const list = useQuery(providersQueryOptions(status, page));
  const validate = useValidateProvider();
  const [accepting, setAccepting] = useState<AdminProvider | null>(null);
  const [rejecting, setRejecting] = useState<AdminProvider | null>(null);
  // The dialogs keep their provider while they close, so the title does not flash empty.
  const [acceptOpen, setAcceptOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  // A decision refused as the provider changed meanwhile (the list refreshes to show how).
  const [refusal, setRefusal] = useState<string | null>(null);

  const failed = (err: unknown, p: AdminProvider) => {
    if (err instanceof ApiError && err.status === 409) setRefusal(`${titleOf(p)}: ${err.message}`);
    else toast.error(err instanceof ApiError ? err.message : 'Something went wrong', 'Error');
  };
  const decided = (message: string, close: () => void) => {
    toast.success(`${message} The director has been e-mailed.`);
    close();
    if (list.data?.providers.length === 1 && page > 1) go({ page: page - 1 });
  };

  const accept = () => {
    if (!accepting) return;
    setRefusal(null);
    validate.mutate(
      { userId: accepting.user_id, decision: 'accept', expected_status: accepting.status },
      {
        onSuccess: (p) => decided(`${titleOf(p)} is validated.`, () => setAcceptOpen(false)),
        onError: (err) => {
          setAcceptOpen(false);
          failed(err, accepting);
        },
      },
    );
  };

  const reject = (reason: string) => {
    if (!rejecting) return;
    setReasonError(null);
    setRefusal(null);
    validate.mutate(
      { userId: rejecting.user_id, decision: 'reject', reason, expected_status: rejecting.status },
      {
        onSuccess: (p) => decided(`${titleOf(p)} was rejected.`, () => setRejectOpen(false)),
        onError: (err) => {
          const fieldMessage = err instanceof ApiError ? err.fieldErrors.reason?.[0] : undefined;
          if (fieldMessage) setReasonError(fieldMessage);
          else {
            setRejectOpen(false);
            failed(err, rejecting);
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
      backLink={{ to: paths.admin.home, label: 'Back to Administration' }}
      maxWidth="md"
    >
      <StatusTabs status={status} count={data?.pagy.count} onChange={(v) => go({ status: v })} />

      {refusal && (
        <Alert severity="warning" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
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
        <ProviderAccordion
          key={p.user_id}
          provider={p}
          onReject={() => {
            setReasonError(null);
            setRejecting(p);
            setRejectOpen(true);
          }}
          onAccept={() => {
            setAccepting(p);
            setAcceptOpen(true);
          }}
        />
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
