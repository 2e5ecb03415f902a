import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { ItineraryActivityCard, SpecialistItinerary } from '@camp/shared/specialist-itinerary';
import { discountLines } from '@camp/shared/discounts';
import { formatDateRange, formatPrice, formatSchedule } from '../../../lib/format';

export const EMPTY_BLOCK_TEXT = 'No added courses yet.';
export const PREPARE_LABEL = 'Prepare itinerary for parent';

export interface ItineraryBlockProps {
  itinerary: SpecialistItinerary;
  /** Shows a remove control per activity (only while planning). */
  onRemove?: (itineraryActivityId: number) => void;
  removingId?: number | null;
  /** Where 'Prepare itinerary for parent' leads; hidden when absent. */
  prepareTo?: string;
  /** What else each activity carries (the route adds the note buttons and detail links). */
  activityTools?: (activity: ItineraryActivityCard) => ReactNode;
}

/**
 * The child's itinerary on the review page and in the search: activities in date order,
 * overlaps flagged (computed by the API), totals with the online-payment part.
 */
export function ItineraryBlock({
  itinerary,
  onRemove,
  removingId,
  prepareTo,
  activityTools,
}: ItineraryBlockProps) {
  const items = itinerary.itinerary_activities;
  const nameOf = new Map(items.map((i) => [i.id, i.activity.name]));
  return (
    <Box>
      {items.length === 0 ? (
        <Typography color="text.secondary">{EMPTY_BLOCK_TEXT}</Typography>
      ) : (
        <List disablePadding aria-label="Itinerary activities">
          {items.map((item) => {
            const a = item.activity;
            const clashes = item.overlaps_with.map((id) => nameOf.get(id)).filter(Boolean);
            return (
              <ListItem
                key={item.id}
                divider
                sx={{ alignItems: 'flex-start', px: 0, gap: 1 }}
                secondaryAction={
                  onRemove ? (
                    <Tooltip title="Remove">
                      <span>
                        <IconButton
                          edge="end"
                          aria-label={`Remove ${a.name}`}
                          disabled={removingId === item.id}
                          onClick={() => onRemove(item.id)}
                        >
                          <CloseIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  ) : undefined
                }
              >
                <Stack sx={{ gap: 0.5, pr: onRemove ? 5 : 0, minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary">
                    {a.provider_name}
                  </Typography>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {a.name}
                  </Typography>
                  <Typography variant="body2">
                    {formatDateRange(a.start_date, a.end_date)} ·{' '}
                    {formatSchedule(a.meeting_days, a.start_time, a.end_time)}
                  </Typography>
                  <Typography variant="body2">
                    {formatPrice(a.price + a.fee)}
                    {a.fee > 0 ? ` (incl. ${formatPrice(a.fee)} fee)` : ''}
                  </Typography>
                  {discountLines(a.discounts).length > 0 && (
                    <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
                      {discountLines(a.discounts).join(' · ')}
                    </Typography>
                  )}
                  {activityTools?.(a)}
                  {clashes.length > 0 && (
                    <Alert
                      severity="warning"
                      icon={<WarningAmberIcon fontSize="inherit" />}
                      sx={{ py: 0 }}
                    >
                      Overlaps with {clashes.join(', ')}
                    </Alert>
                  )}
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      <Box
        sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}
        aria-label="Totals"
        role="group"
      >
        <Typography sx={{ fontWeight: 700 }}>
          Total: {formatPrice(itinerary.totals.total)}
        </Typography>
        {itinerary.totals.online_payment > 0 && (
          <Typography variant="body2">
            Online payment via Stripe: {formatPrice(itinerary.totals.online_payment)}
          </Typography>
        )}
      </Box>
      {prepareTo && (
        <Button
          component={RouterLink}
          to={prepareTo}
          variant="contained"
          fullWidth
          sx={{ mt: 2 }}
          disabled={items.length === 0}
        >
          {PREPARE_LABEL}
        </Button>
      )}
    </Box>
  );
}
