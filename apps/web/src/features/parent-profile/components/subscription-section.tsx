import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Session } from '@camp/shared/auth';
import {
  NOT_SUBSCRIBED_LABEL,
  ORDER_STATUS_LABELS,
  PACKAGE_PERIOD_LABELS,
  type PackageName,
} from '@camp/shared/enums';
import { SectionCard } from './section-card';
import { paths } from '../../../lib/paths';

type SubscriptionSession = Pick<Session, 'package' | 'package_type' | 'order_status' | 'premium'>;

/** 'One-Time', 'Monthly', 'Annually', or 'Not Subscribed' when there is no subscription. */
export function subscriptionLabel(session: Pick<Session, 'package'>): string {
  return session.package ? PACKAGE_PERIOD_LABELS[session.package] : NOT_SUBSCRIBED_LABEL;
}

export type SubscriptionAction =
  | { kind: 'continue'; plan: PackageName; label: string; to: string }
  | { kind: 'pay-again'; plan: PackageName; label: string; to: string }
  | { kind: 'upgrade'; label: 'Upgrade'; to: typeof paths.parent.packages }
  | { kind: 'none' };

/**
 * The profile's subscription button: 'Continue Monthly plan' while the payment
 * of a plan is pending (the same for the other plans), 'Pay again' after a refused charge, and
 * 'Upgrade' for a parent without Premium whose payment is not pending. A paid Premium parent has
 * nothing to do here.
 */
export function subscriptionAction(session: SubscriptionSession): SubscriptionAction {
  const plan = session.package;
  const status = session.order_status;
  if (plan && (status === 'pending' || status === 'draft')) {
    const to = paths.parent.checkout(plan);
    return { kind: 'continue', plan, label: `Continue ${PACKAGE_PERIOD_LABELS[plan]} plan`, to };
  }
  if (plan && status === 'payment_failed') {
    return { kind: 'pay-again', plan, label: 'Pay again', to: paths.parent.checkout(plan) };
  }
  if (session.package_type !== 'Premium')
    return { kind: 'upgrade', label: 'Upgrade', to: paths.parent.packages };
  return { kind: 'none' };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Current subscription type, package type and payment status, with the next step. */
export function SubscriptionSection({ session }: { session: SubscriptionSession }) {
  const action = subscriptionAction(session);
  const status = session.order_status;
  const statusColor =
    status === 'paid' ? 'success' : status === 'payment_failed' ? 'error' : 'warning';
  return (
    <SectionCard id="subscription" title="Subscription">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Fact label="Current subscription type">
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
            {subscriptionLabel(session)}
          </Typography>
        </Fact>
        <Fact label="Package">
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
            {session.package_type ?? 'None yet'}
          </Typography>
        </Fact>
        <Fact label="Payment">
          {status ? (
            <Chip
              label={ORDER_STATUS_LABELS[status]}
              color={statusColor}
              variant="outlined"
              sx={{ fontWeight: 700 }}
            />
          ) : (
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>—</Typography>
          )}
        </Fact>
      </Box>

      {action.kind === 'pay-again' && (
        <Alert severity="error" sx={{ mt: 2.4 }}>
          Your last payment for the {PACKAGE_PERIOD_LABELS[action.plan]} plan didn&apos;t go
          through, so your plan isn&apos;t active. Pay again with another card to continue.
        </Alert>
      )}
      {action.kind === 'continue' && (
        <Alert severity="warning" sx={{ mt: 2.4 }}>
          Your {PACKAGE_PERIOD_LABELS[action.plan]} plan is waiting for payment.
        </Alert>
      )}
      {action.kind === 'upgrade' && (
        <Typography color="text.secondary" sx={{ mt: 2.4 }}>
          Premium gives you plans for all your children, the calendar and planning with friends.
        </Typography>
      )}

      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          mt: 2.4,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          To cancel or change your plan,{' '}
          <Link component={RouterLink} to={paths.contactUs} sx={{ textDecoration: 'underline' }}>
            contact us
          </Link>
          .
        </Typography>
        {action.kind !== 'none' && (
          <Button
            component={RouterLink}
            to={action.to}
            variant="contained"
            color={action.kind === 'pay-again' ? 'error' : 'primary'}
            sx={{ flexShrink: 0 }}
          >
            {action.label}
          </Button>
        )}
      </Box>
    </SectionCard>
  );
}
