import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import type { PackageName } from '@camp/shared/enums';
import { ADVERTISED_PRICES } from '../../../components/packages/package-content';
import { PlanCard, type PlanPrice } from '../../../components/packages/plan-card';
import { paths } from '../../../lib/paths';

/** The spec's pricing page toggles between the advertised one-time and annual plans. */
const PRICING_PLANS: PlanPrice[] = (['one_time', 'annually'] as const).map((name) => ({
  name,
  price: ADVERTISED_PRICES[name],
}));

/** The pricing page's premium card: the one-time / annual toggle and 'Choose Package'. */
export function PricingPlans() {
  const [plan, setPlan] = useState<PackageName>('annually');
  return (
    <PlanCard
      plans={PRICING_PLANS}
      value={plan}
      onChange={setPlan}
      sx={{ mt: { md: -12 }, zIndex: 1 }}
      action={
        <Button
          component={RouterLink}
          to={paths.parent.packages}
          variant="contained"
          size="large"
          fullWidth
          sx={{ py: 1.5, borderRadius: 999, fontSize: '1.05rem' }}
        >
          Choose Package
        </Button>
      }
      footnote="Prefer to pay monthly? The monthly plan is on the Package page, and code MYTRIAL gives your first month free."
    />
  );
}
