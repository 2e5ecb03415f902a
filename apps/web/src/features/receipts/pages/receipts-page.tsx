import { SectionCard } from '../../../components/ui/section-card';
import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReceiptSummary, Statement } from '@camp/shared/receipts';
import { PageContainer } from '../../../components/ui/page-container';
import { EmptyCard, LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { formatCents, formatListDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import {
  downloadReceipt,
  downloadStatement,
  receiptsQueryOptions,
  statementQueryOptions,
  useEmailReceiptMutation,
} from '../api/receipts';

const failed = (err: unknown) =>
  toast.error(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');

/**
 * /profile/receipts: the family's year-end statement of care paid (per child and provider, for
 * dependent-care FSA claims and the tax credit) and one receipt per payment, each as a PDF or
 * e-mailed.
 */
export function ReceiptsPage() {
  return (
    <PageContainer
      title="Receipts and statements"
      subtitle="A receipt for every payment, and a year-end statement of care for dependent-care FSA and tax credit claims."
      backLink={{ to: paths.parent.payments, label: 'Back to Payments' }}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <StatementSection />
        <ReceiptsSection />
      </Box>
    </PageContainer>
  );
}

function StatementSection() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [childId, setChildId] = useState<number | null>(null);
  const query = useQuery(statementQueryOptions(year, null));
  const [busy, setBusy] = useState(false);
  const statement = query.data;
  const shown = statement?.children.filter((c) => childId === null || c.child_id === childId) ?? [];
  const download = async () => {
    setBusy(true);
    try {
      await downloadStatement(year, childId);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionCard title="Year-end statement" titleVariant="h5">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '160px 220px auto' },
          gap: 2,
          alignItems: 'center',
        }}
      >
        <TextField
          select
          label="Year"
          value={year}
          onChange={(e) => {
            setYear(Number(e.target.value));
            setChildId(null);
          }}
        >
          {(statement?.years ?? [year]).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Child"
          value={childId ?? 'all'}
          onChange={(e) => setChildId(e.target.value === 'all' ? null : Number(e.target.value))}
        >
          <MenuItem value="all">All children</MenuItem>
          {(statement?.children ?? [])
            .filter((c) => c.child_id !== null)
            .map((c) => (
              <MenuItem key={c.child_id} value={c.child_id!}>
                {c.child_name}
              </MenuItem>
            ))}
        </TextField>
        <Button
          variant="contained"
          onClick={() => void download()}
          disabled={busy || !statement}
          sx={{ borderRadius: 999, justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          Download statement (PDF)
        </Button>
      </Box>
      {query.isPending ? (
        <LoadingBlock label="Loading the statement" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">No care was paid for in {year}.</Typography>
      ) : (
        <StatementBody statement={statement!} shown={shown} whole={childId === null} />
      )}
    </SectionCard>
  );
}

function StatementBody({
  statement,
  shown,
  whole,
}: {
  statement: Statement;
  shown: Statement['children'];
  whole: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {shown.map((child) => (
        <Box key={child.child_id ?? child.child_name} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h6" component="h3">
            {child.child_name}: {formatCents(child.net_cents, { cents: 'always' })}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {child.providers.map((p) => (
              <Box
                component="li"
                key={`${p.name}-${p.tax_id}`}
                sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {p.address} · Tax ID {p.tax_id || 'not given'}
                </Typography>
                {p.lines.map((l, i) => (
                  <Typography variant="body2" key={i}>
                    {l.description}
                    {l.start_date ? ` (${formatListDate(l.start_date)}` : ''}
                    {l.end_date && l.end_date !== l.start_date
                      ? ` – ${formatListDate(l.end_date)})`
                      : l.start_date
                        ? ')'
                        : ''}
                    {': '}
                    {formatCents(l.paid_cents, { cents: 'always' })} paid
                    {l.refunded_cents > 0 &&
                      `, ${formatCents(l.refunded_cents, { cents: 'always' })} refunded`}
                  </Typography>
                ))}
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  Net: {formatCents(p.net_cents, { cents: 'always' })}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
      {whole && (
        <Typography sx={{ fontWeight: 700 }}>
          Total for {statement.year}: {formatCents(statement.net_cents, { cents: 'always' })}
        </Typography>
      )}
    </Box>
  );
}

function ReceiptsSection() {
  const query = useQuery(receiptsQueryOptions());
  return (
    <SectionCard title="Receipts" titleVariant="h5">
      {query.isPending ? (
        <LoadingBlock label="Loading receipts" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyCard>No payments yet.</EmptyCard>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {query.data.map((r) => (
            <ReceiptItem key={r.key} receipt={r} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function ReceiptItem({ receipt: r }: { receipt: ReceiptSummary }) {
  const email = useEmailReceiptMutation();
  const [busy, setBusy] = useState(false);
  const headingId = `receipt-${r.key}`;
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(r);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
        gap: 1.5,
        alignItems: 'center',
        borderTop: 1,
        borderColor: 'divider',
        pt: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 600 }}>
          Receipt {r.number} · {formatListDate(r.paid_at)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {r.description}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Paid {formatCents(r.amount_cents, { cents: 'always' })}
          {r.refunded_cents > 0 &&
            ` · Refunded ${formatCents(r.refunded_cents, { cents: 'always' })} · Net ${formatCents(r.net_cents, { cents: 'always' })}`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void download()}
          disabled={busy}
          aria-describedby={headingId}
          sx={{ borderRadius: 999, flex: { xs: 1, sm: 'none' } }}
        >
          Download PDF
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={email.isPending}
          aria-describedby={headingId}
          onClick={() =>
            email.mutate(r.key, {
              onSuccess: (res) => toast.success(res.message),
              onError: failed,
            })
          }
          sx={{ borderRadius: 999, flex: { xs: 1, sm: 'none' } }}
        >
          E-mail me
        </Button>
      </Box>
    </Box>
  );
}
