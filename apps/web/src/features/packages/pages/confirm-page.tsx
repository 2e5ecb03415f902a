import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { ORDER_STATUS_LABELS, PACKAGE_PERIOD_LABELS } from '@camp/shared/enums';
import { FIRST_RESPONSE_TEXT, PLAN_COPY } from '../../../components/packages/package-content';
import { StatusCard } from '../../../components/ui/status-card';
import { formatListDate, formatPrice } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { PackageTypeChip } from '../components/package-type-chip';
import { PACKAGES_PATHS, type ConfirmState } from '../paths';
import { paths } from '../../../lib/paths';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * /confirm: what the parent bought and what happens next. The session says which package and
 * whether it is paid (so the page survives a reload); the checkout's answer, when the page was
 * opened from it, adds the amount charged and the trial and renewal dates.
 */
export function ConfirmPage() {
  const session = useSession();
  const state = useLocation().state as ConfirmState | null;
  if (!session?.package || !session.package_type) {
    return <Navigate to={PACKAGES_PATHS.packages} replace />;
  }
  const order = state?.order.package === session.package ? state.order : null;
  const subscription = order ? state?.subscription : null;
  const status = session.order_status ?? order?.status ?? 'pending';
  const paid = status === 'paid';
  return (
    <StatusCard
      icon={paid ? <CheckCircleOutlineIcon /> : <HourglassTopIcon />}
      tone={paid ? 'success' : 'warning'}
      title={paid ? 'Thank you! Your package is ready' : 'Your payment is being processed'}
      subtitle={
        paid
          ? 'A receipt is on its way to your e-mail.'
          : 'We will e-mail you as soon as your card provider confirms the payment.'
      }
      align="start"
    >
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Package">{PLAN_COPY[session.package].name}</Row>
        <Row label="Package type">
          <PackageTypeChip type={session.package_type} />
        </Row>
        <Row label="Subscription">{PACKAGE_PERIOD_LABELS[session.package]}</Row>
        <Row label="Payment status">{ORDER_STATUS_LABELS[status]}</Row>
        {order && <Row label="Charged today">{formatPrice(order.amount)}</Row>}
        {subscription?.trial_ends_at && (
          <Row label="Free until">{formatListDate(subscription.trial_ends_at)}</Row>
        )}
        {subscription && (
          <Row label="Next payment">{formatListDate(subscription.current_period_end)}</Row>
        )}
      </Box>
      <Box
        component="section"
        aria-labelledby="next-step-title"
        sx={{ mt: 3, p: 2.5, borderRadius: 1.5, bgcolor: '#f4f8f6' }}
      >
        <Typography variant="h2" id="next-step-title" sx={{ fontSize: '1.1rem', fontWeight: 800 }}>
          What happens next
        </Typography>
        <Typography sx={{ mt: 0.5 }}>
          {session.has_not_completed_questionnaire
            ? 'Tell us about your child in the questionnaire (it takes not more than 8 minutes). '
            : ''}
          {FIRST_RESPONSE_TEXT}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
        {session.has_not_completed_questionnaire && (
          <Button component={RouterLink} to={paths.questionnaire} variant="contained">
            Fill in the questionnaire
          </Button>
        )}
        <Button
          component={RouterLink}
          to={PACKAGES_PATHS.profile}
          variant={session.has_not_completed_questionnaire ? 'outlined' : 'contained'}
        >
          Go to my profile
        </Button>
      </Box>
    </StatusCard>
  );
}
