import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Avatar,
  Box,
  Button,
  Chip,
  Paper,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { placeStatusLabel } from '@camp/shared/checkout';
import { discountLines } from '@camp/shared/discounts';
import type { ActivityPaymentStatus } from '@camp/shared/enums';
import type { ParentItineraryActivityCard } from '@camp/shared/parent-itinerary';
import {
  formatAges,
  formatDateRange,
  formatDuration,
  formatGrades,
  formatPrice,
  formatSchedule,
  formatSeats,
} from '../../lib/format';
import { paymentChipStyle } from './activity-display';
import { ActivityMedia } from './activity-media';
import { visuallyHidden } from '../ui/visually-hidden';

export interface ParentActivityCardProps {
  activity: ParentItineraryActivityCard;
  /** The itinerary activity's payment status; a friend's view has none (no chip). */
  paymentStatus?: ActivityPaymentStatus;
  /** A canceled place's refund in cents: its chip says 'Canceled · Refunded $X'. */
  refundedCents?: number | null;
  /** The itinerary is approved: the Cancellation Policy is shown (collapsed). */
  approved?: boolean;
  /** Heading level of the activity's name inside the page's outline. */
  headingLevel?: 'h3' | 'h4';
  /** Extra content under the card's fields (e.g. a change request's status). */
  children?: ReactNode;
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Box sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * The activity as the parent sees it on an itinerary: provider
 * and logo, title, payment status chip, dates and duration, meeting days and hours, ages, grade, camp
 * type, price, seats, location, instructor, what to bring, description, media, 'Open camp page' (its url already carries
 * our tracking parameters), 'Waiver form', and the Cancellation Policy once approved.
 */
export function ParentActivityCard({
  activity: a,
  paymentStatus,
  refundedCents = null,
  approved = false,
  headingLevel = 'h3',
  children,
}: ParentActivityCardProps) {
  const chip = paymentStatus ? placeStatusLabel(paymentStatus, refundedCents) : null;
  const price = a.price + a.fee;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={a.name}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Avatar
          src={a.provider_logo ?? undefined}
          alt=""
          variant="rounded"
          sx={{ width: 40, height: 40, bgcolor: 'primary.light', fontSize: 18 }}
        >
          {a.provider_name.charAt(0).toUpperCase()}
        </Avatar>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, flex: '1 1 140px', minWidth: 0, overflowWrap: 'break-word' }}
        >
          {a.provider_name}
        </Typography>
        {chip && paymentStatus && (
          <Chip label={chip} size="small" {...paymentChipStyle(paymentStatus)} />
        )}
      </Box>
      <Typography
        component={headingLevel}
        variant="h6"
        sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
      >
        {a.name}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          // Two columns at every width: at 375 px a label still fits beside its value.
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: { xs: 1.2, sm: 2 },
          rowGap: 0.5,
          m: 0,
          fontSize: '0.9rem',
        }}
      >
        <Field
          label="Dates"
          value={`${formatDateRange(a.start_date, a.end_date)} (${formatDuration(a.start_date, a.end_date, a.meeting_days)})`}
        />
        <Field label="Meets" value={formatSchedule(a.meeting_days, a.start_time, a.end_time)} />
        <Field label="Ages" value={formatAges(a.age_min, a.age_max)} />
        <Field label="Grade" value={formatGrades(a.grade_level_start, a.grade_level_end)} />
        <Field label="Camp type" value={a.camp_type} />
        <Field
          label="Price"
          value={
            a.fee > 0
              ? `${formatPrice(price)} (incl. ${formatPrice(a.fee)} fee)`
              : formatPrice(price)
          }
        />
        <Field label="Discounts" value={discountLines(a.discounts).join(' · ')} />
        <Field label="Available seats" value={formatSeats(a.available_seats, a.total_seats)} />
        <Field label="Location" value={a.location} />
        <Field label="Instructor" value={a.instructor} />
        <Field
          label="What to bring"
          value={a.what_to_bring && <Box sx={{ whiteSpace: 'pre-line' }}>{a.what_to_bring}</Box>}
        />
      </Box>
      {a.description && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {a.description}
        </Typography>
      )}
      <ActivityMedia links={[a.media_link, a.optional_media_link]} title={a.name} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          href={a.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          size="small"
          endIcon={<OpenInNewIcon aria-hidden />}
        >
          Open camp page
          <Box component="span" sx={visuallyHidden}>
            {` for ${a.name} (opens in a new tab)`}
          </Box>
        </Button>
        {a.waiver_form_url && (
          <Button
            href={a.waiver_form_url}
            target="_blank"
            rel="noopener noreferrer"
            size="small"
            startIcon={<DescriptionOutlinedIcon aria-hidden />}
          >
            Waiver form
            <Box component="span" sx={visuallyHidden}>
              {` for ${a.name} (opens in a new tab)`}
            </Box>
          </Button>
        )}
      </Box>
      {approved && a.cancellation_policy && (
        <Accordion
          disableGutters
          elevation={0}
          sx={{ border: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>Cancellation Policy</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {a.cancellation_policy}
            </Typography>
          </AccordionDetails>
        </Accordion>
      )}
      {children}
    </Paper>
  );
}
