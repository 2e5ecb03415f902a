import type { ReactNode } from 'react';
import { Box, Chip, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  PAYOUT_MESSAGES,
  type PayoutEntry,
  type PayoutEntryStatus,
  type PayoutsResponse,
} from '@camp/shared/payouts';
import { EmptyCard, ListPagination } from '../../../components/ui/paged-list';
import { formatCents, formatUtcDay } from '../../../lib/format';

// Darker than the theme's warning.main: white chip text on it would miss WCAG AA's 4.5:1.
export const STATUS_COLOR: Record<PayoutEntryStatus, string> = {
  pending: 'warning.dark',
  transferred: 'info.main',
  paid_out: 'success.main',
};

export interface PayoutsLedgerProps {
  data: PayoutsResponse;
  page: number;
  onPage: (page: number) => void;
  /** Admin view: every entry and payout names its provider, a link to that provider's ledger. */
  providerLink?: (providerUserId: number) => string;
  /** The sales as a grid paged and ordered by the server, in place of the cards (admin view). */
  salesGrid?: ReactNode;
}

function Total({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 1.6, borderRadius: '14px', listStyle: 'none', minWidth: 0 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 700, fontSize: strong ? '1.35rem' : '1.15rem' }}>
        {formatCents(cents, { cents: 'always' })}
      </Typography>
    </Paper>
  );
}

function Amount({ label, cents, sign = '' }: { label: string; cents: number; sign?: string }) {
  return (
    <Box sx={{ minWidth: 88 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: label === 'Net' ? 800 : 500 }}>
        {sign}
        {formatCents(cents, { cents: 'always' })}
      </Typography>
    </Box>
  );
}

function ProviderName({
  id,
  name,
  providerLink,
}: {
  id: number;
  name: string | null;
  providerLink: ((id: number) => string) | undefined;
}) {
  if (!providerLink) return null;
  return (
    <Link component={RouterLink} to={providerLink(id)} sx={{ fontWeight: 700 }}>
      {name ?? `Provider #${id}`}
    </Link>
  );
}

function EntryRow({
  entry,
  providerLink,
}: {
  entry: PayoutEntry;
  providerLink: ((id: number) => string) | undefined;
}) {
  const title = entry.description || `Itinerary activity #${entry.itinerary_activity_id ?? '?'}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={title}
      sx={{
        p: { xs: 1.6, sm: 2 },
        borderRadius: '14px',
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatUtcDay(entry.created_at)}
          </Typography>
          <Chip
            size="small"
            sx={{ bgcolor: STATUS_COLOR[entry.status], color: '#fff' }}
            label={PAYOUT_MESSAGES.statuses[entry.status]}
          />
          {entry.kind === 'reversal' && <Chip size="small" variant="outlined" label="Refund" />}
          <Chip
            size="small"
            variant="outlined"
            label={entry.payment_provider === 'stripe' ? 'Stripe' : 'Built-in payments'}
          />
          <ProviderName
            id={entry.provider_user_id}
            name={entry.provider_name}
            providerLink={providerLink}
          />
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 2.5 } }}
      >
        <Amount label="Gross" cents={entry.gross_cents} />
        <Amount label="Platform fee" cents={entry.platform_fee_cents} sign="−" />
        <Amount label="Payment fee" cents={entry.payment_provider_fee_cents} sign="−" />
        <Amount label="Net" cents={entry.net_cents} />
      </Box>
    </Paper>
  );
}

/**
 * A payouts ledger (decisions 0060, 0061): totals over the whole ledger, the sales of this page
 * with their split, and the latest payouts. Every part flows into one column on a phone.
 */
export function PayoutsLedger({ data, page, onPage, providerLink, salesGrid }: PayoutsLedgerProps) {
  const { totals } = data;
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '75ch' }}>
        {providerLink
          ? PAYOUT_MESSAGES.scheduleAdmin(data.payout_delay_days)
          : PAYOUT_MESSAGES.schedule(data.payout_delay_days)}
      </Typography>

      <Box
        component="ul"
        aria-label="Totals"
        sx={{
          p: 0,
          m: 0,
          mb: 3,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Total label="Gross sales" cents={totals.gross_cents} />
        <Total label="Platform fees (10%)" cents={totals.platform_fee_cents} />
        <Total label="Payment fees" cents={totals.payment_provider_fee_cents} />
        <Total label="Net earnings" cents={totals.net_cents} strong />
        <Total label="Pending payout" cents={totals.pending_cents} />
        {/* Only a ledger with Stripe sales has money sent to Stripe accounts. */}
        {totals.transferred_cents > 0 && (
          <Total label="Sent to Stripe" cents={totals.transferred_cents} />
        )}
        <Total label="Paid out" cents={totals.paid_out_cents} />
      </Box>

      <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
        Sales
      </Typography>
      {(salesGrid ? data.pagy.count : data.entries.length) === 0 ? (
        <EmptyCard>{PAYOUT_MESSAGES.empty}</EmptyCard>
      ) : salesGrid ? (
        salesGrid
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }} aria-live="polite">
            {data.pagy.count} {data.pagy.count === 1 ? 'sale' : 'sales'}
          </Typography>
          <Box
            component="ul"
            aria-label="Sales"
            sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            {data.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} providerLink={providerLink} />
            ))}
          </Box>
          <ListPagination page={page} pages={data.pagy.pages} onChange={onPage} />
        </>
      )}

      <Typography variant="h4" component="h2" sx={{ mt: 4, mb: 1 }}>
        Payouts
      </Typography>
      {data.payouts.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{PAYOUT_MESSAGES.noPayouts}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Payouts"
          sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {data.payouts.map((p) => (
            <Paper
              key={p.id}
              component="li"
              variant="outlined"
              sx={{
                px: 2,
                py: 1.2,
                borderRadius: '12px',
                listStyle: 'none',
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1.5,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 700 }}>{formatUtcDay(p.paid_at)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {p.entry_count} {p.entry_count === 1 ? 'sale' : 'sales'}
                </Typography>
                <ProviderName
                  id={p.provider_user_id}
                  name={p.provider_name}
                  providerLink={providerLink}
                />
              </Box>
              <Typography sx={{ fontWeight: 800 }}>
                {formatCents(p.amount_cents, { cents: 'always' })}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </>
  );
}
