import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import type { PackageName } from '@camp/shared/enums';
import type { Package } from '@camp/shared/payment';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError } from '../../../components/ui/paged-list';
import { formatPrice } from '../../../lib/format';
import { usePublicConfig } from '../../../lib/public-config';
import { packagesQueryOptions } from '../api/packages';
import { useSubscribeMutation } from '../api/subscriptions';
import type { CardFormProps } from '../components/card-form';
import { CouponForm, type AppliedCoupon } from '../components/coupon-form';
import { LocalPackageCardForm } from '../components/local-package-card-form';
import { OrderSummary, amountDue } from '../components/order-summary';
import { usePremiumOnOpen } from '../hooks/use-premium-on-open';
import { PACKAGES_PATHS, parsePlan } from '../paths';

// Stripe's libraries load only when a publishable key asks for them, and only on this route.
const StripeCardForm = lazy(() => import('../components/stripe-card-form'));

/**
 * /checkout/{plan}: plan must be one_time, monthly or annually, otherwise packages; a paid
 * Premium parent goes to the profile, as on packages.
 */
export function CheckoutPage() {
  const plan = parsePlan(useParams().plan);
  const premium = usePremiumOnOpen();
  if (!plan) return <Navigate to={PACKAGES_PATHS.packages} replace />;
  if (premium) return <Navigate to={PACKAGES_PATHS.profile} replace />;
  return (
    <PageContainer
      title="Checkout"
      backLink={{ to: PACKAGES_PATHS.packages, label: 'Back to packages' }}
      maxWidth="md"
    >
      <Checkout plan={plan} />
    </PageContainer>
  );
}

function Checkout({ plan }: { plan: PackageName }) {
  const packages = useQuery(packagesQueryOptions());
  if (packages.isPending) return <Skeleton variant="rounded" height={420} aria-label="Loading" />;
  if (packages.isError) {
    return <LoadError error={packages.error} onRetry={() => void packages.refetch()} />;
  }

  const pkg = packages.data.find((p) => p.name === plan);
  // A plan that is not on sale any more: choose again.
  if (!pkg) return <Navigate to={PACKAGES_PATHS.packages} replace />;
  return <CheckoutForm pkg={pkg} />;
}

function CheckoutForm({ pkg }: { pkg: Package }) {
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const subscribe = useSubscribeMutation();
  const paid = subscribe.isSuccess;
  const cardProps: CardFormProps = {
    payLabel: `Pay ${formatPrice(amountDue(pkg, coupon))}`,
    paid,
    pay: (paymentMethodId) =>
      subscribe.mutateAsync({
        package_id: pkg.id,
        payment_method_id: paymentMethodId,
        promocode: coupon?.code ?? null,
      }),
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gap: { xs: 2.5, md: 3 },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px' }}>
        <OrderSummary pkg={pkg} coupon={coupon} />
        <Box sx={{ mt: 3 }}>
          <CouponForm pkg={pkg} applied={coupon} onChange={setCoupon} disabled={paid} />
        </Box>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="payment-title"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px' }}
      >
        <Typography
          variant="h2"
          id="payment-title"
          sx={{ fontSize: '1.35rem', fontWeight: 800, mb: 2 }}
        >
          Payment
        </Typography>
        <CardForm {...cardProps} />
      </Paper>
    </Box>
  );
}

/** Stripe Elements with a publishable key, else the built-in local provider's card form. */
function CardForm(props: CardFormProps) {
  const config = usePublicConfig();
  if (config.isPending) return <Skeleton variant="rounded" height={240} aria-label="Loading" />;
  if (config.isError) {
    return <LoadError error={config.error} onRetry={() => void config.refetch()} />;
  }

  const key = config.data.stripe_publishable_key;
  if (!key) return <LocalPackageCardForm {...props} />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={240} aria-label="Loading" />}>
      <StripeCardForm publishableKey={key} {...props} />
    </Suspense>
  );
}
