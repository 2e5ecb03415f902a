import type { ReactNode } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { placeStatusLabel } from '@camp/shared/checkout';
import type { ParentItineraryActivity } from '@camp/shared/parent-itinerary';
import { paymentChipStyle } from '../../../components/itineraries/activity-display';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { formatCents, formatDateRange, formatPrice } from '../../../lib/format';
import { activityAmount } from '../payable';

/** Why an activity of an approved itinerary is not in the checkout, in the parent's words. */
function note(item: ParentItineraryActivity): string | null {
  switch (item.payment_status) {
    case 'booking_not_available':
      return "Booked on the camp's own page.";
    case 'started':
      return 'Already started: not payable here now.';
    case 'canceled':
      return 'You canceled this place. Ask your specialist to add the activity again to book it.';
    case 'easy_booking':
      return 'Payable once the itinerary is approved.';
    default:
      return null;
  }
}

/**
 * The itinerary's activities as payment lines: name, provider, dates, status chip (none for
 * Booking Not Available), price, fee and the line's total; 'Open camp page' where the booking
 * is the provider's own.
 */
export function PaymentLines({
  items,
  extra,
}: {
  items: ParentItineraryActivity[];
  /** More for a line under its details (the waitlist's control, decision 0063). */
  extra?: (item: ParentItineraryActivity) => ReactNode;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => {
        const a = item.activity;
        const label = placeStatusLabel(
          item.payment_status,
          item.cancellation?.refunded_cents ?? null,
        );
        const why = note(item);
        return (
          <Box
            component="li"
            key={item.id}
            aria-label={a.name}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
              gap: { xs: 1, sm: 2 },
              p: { xs: 1.5, sm: 2 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
            }}
          >
            <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {a.name}
                </Typography>
                {label && (
                  <Chip label={label} size="small" {...paymentChipStyle(item.payment_status)} />
                )}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {a.provider_name} · {formatDateRange(a.start_date, a.end_date)}
              </Typography>
              {why && <Typography variant="body2">{why}</Typography>}
              {extra?.(item)}
              {item.payment_status === 'booking_not_available' && (
                <Box>
                  <Button
                    href={a.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="small"
                    variant="outlined"
                    endIcon={<OpenInNewIcon aria-hidden />}
                  >
                    Open camp page
                    <Box component="span" sx={visuallyHidden}>
                      {` for ${a.name} (opens in a new tab)`}
                    </Box>
                  </Button>
                </Box>
              )}
            </Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content max-content',
                justifyContent: { xs: 'start', sm: 'end' },
                columnGap: 1.5,
                rowGap: 0.25,
                fontSize: '0.9rem',
                textAlign: 'right',
                alignSelf: 'start',
              }}
            >
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Price
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {formatPrice(a.price)}
              </Box>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Fee
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {formatPrice(a.fee)}
              </Box>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                Total
              </Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {formatPrice(activityAmount(item))}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The itinerary's totals: every place the family still has, what was paid, and what can be paid
 * now. Once a place was canceled, also what was refunded and what is left to pay.
 */
export function PaymentTotals({
  total,
  paid,
  due,
  refund,
}: {
  total: number;
  paid: number;
  due: number;
  /** Dollars refunded and left to pay, shown when a place was canceled. */
  refund?: { refunded: number; left: number } | undefined;
}) {
  const rows: [string, number, boolean][] = [
    ['Itinerary total', total, false],
    ['Already paid', paid, false],
    ...(refund
      ? ([
          ['Refunded', refund.refunded, false],
          ['Left to pay', refund.left, false],
        ] as [string, number, boolean][])
      : []),
    ['To pay now', due, true],
  ];
  return (
    <Box
      component="dl"
      aria-label="Totals"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) max-content',
        rowGap: 0.75,
        columnGap: 2,
      }}
    >
      {rows.map(([label, amount, strong]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: strong ? 800 : 400 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 800 : 600 }}>
            {/* A payment plan's part may hold cents (decision 0065): shown, never rounded. */}
            {formatCents(Math.round(amount * 100))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
