import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { PACKAGE_PERIOD_LABELS } from '@camp/shared/enums';
import { isRecurringPlan, type Package } from '@camp/shared/payment';
import { PLAN_COPY } from '../../../components/packages/package-content';
import { formatPrice } from '../../../lib/format';
import type { AppliedCoupon } from './coupon-form';
import { PackageTypeChip } from './package-type-chip';

const PERIOD_NOUN = { one_time: null, month: 'month', year: 'year' } as const;

/**
 * What a recurring plan costs after the first charge: "Your first month is free, then $12 per
 * month." A coupon only ever takes money off the first charge (decision 0016).
 */
export function renewalNote(pkg: Package, coupon: AppliedCoupon | null): string | null {
  const period = PERIOD_NOUN[pkg.interval];
  if (!isRecurringPlan(pkg.name) || !period) return null;
  const then = `${formatPrice(pkg.price)} per ${period}`;
  if (!coupon) return `Renews at ${then}.`;
  if (coupon.recalculated_price === 0) return `Your first ${period} is free, then ${then}.`;
  return `Then ${then}.`;
}

/** The price due today: the coupon's recalculated price, or the package's. */
export const amountDue = (pkg: Package, coupon: AppliedCoupon | null): number =>
  coupon ? coupon.recalculated_price : pkg.price;

/** One row of the summary; the total is a live region, so a coupon's new price is announced. */
function Line({
  label,
  children,
  total = false,
}: {
  label: ReactNode;
  children: ReactNode;
  total?: boolean;
}) {
  const strong = total;
  return (
    <Box
      aria-live={total ? 'polite' : undefined}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        ...(total && { mt: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' }),
      }}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 800 : 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 900 : 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The checkout's order summary: the plan, its price, the coupon's discount and the amount due. */
export function OrderSummary({ pkg, coupon }: { pkg: Package; coupon: AppliedCoupon | null }) {
  const copy = PLAN_COPY[pkg.name];
  const due = amountDue(pkg, coupon);
  const note = renewalNote(pkg, coupon);
  return (
    <Box component="section" aria-labelledby="summary-title">
      <Typography variant="h2" id="summary-title" sx={{ fontSize: '1.35rem', fontWeight: 800 }}>
        Your package
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Typography sx={{ fontWeight: 800, color: 'primary.main', fontSize: '1.1rem' }}>
          {copy.name}
        </Typography>
        <PackageTypeChip type={pkg.package_type} />
      </Box>
      <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{copy.advantage}</Typography>
      <Box component="dl" sx={{ m: 0, mt: 2 }}>
        <Line label={`${PACKAGE_PERIOD_LABELS[pkg.name]} price`}>
          {formatPrice(pkg.price)} {copy.priceSuffix}
        </Line>
        {coupon && (
          <Line label={`Coupon ${coupon.code}`}>
            &minus;{formatPrice(pkg.price - coupon.recalculated_price)}
          </Line>
        )}
        <Line label="Due today" total>
          {formatPrice(due)}
        </Line>
      </Box>
      {note && (
        <Typography
          sx={{
            mt: 1.5,
            p: 1.5,
            borderRadius: 1.5,
            bgcolor: coupon?.recalculated_price === 0 ? '#e3f1ea' : '#f4f8f6',
            fontWeight: coupon?.recalculated_price === 0 ? 800 : 600,
          }}
        >
          {note}
        </Typography>
      )}
    </Box>
  );
}
