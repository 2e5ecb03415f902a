import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { DirectorActivity } from '@camp/shared/director-activity';
import {
  formatAges,
  formatDateRange,
  formatDuration,
  formatGrades,
  formatPrice,
  formatSchedule,
  formatSeats,
} from '../../../lib/format';

export interface ActivityPreviewDialogProps {
  activity: DirectorActivity | null;
  onClose: () => void;
}

/** The activity as parents will see it (full screen on phones). */
export function ActivityPreviewDialog({ activity, onClose }: ActivityPreviewDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={activity !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="activity-preview-title"
    >
      {activity && (
        <>
          <DialogTitle id="activity-preview-title" component="div">
            <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
              Preview · {activity.provider_name}
            </Typography>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
              {activity.name}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              <Chip label={activity.camp_type} color="primary" size="small" />
              <Chip label={formatPrice(activity.price)} size="small" variant="outlined" />
            </Box>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
                columnGap: 2,
                rowGap: { xs: 0.25, sm: 1 },
                m: 0,
                '& dt': { fontWeight: 700, color: 'text.secondary', mt: { xs: 1, sm: 0 } },
                '& dd': { m: 0 },
              }}
            >
              <Row label="Provider">{activity.provider_name}</Row>
              <Row label="Dates">
                {formatDateRange(activity.start_date, activity.end_date)} (
                {formatDuration(activity.start_date, activity.end_date, activity.meeting_days)})
              </Row>
              <Row label="Meets">
                {formatSchedule(activity.meeting_days, activity.start_time, activity.end_time)}
              </Row>
              <Row label="Ages">
                {formatAges(activity.age_level?.[0] ?? null, activity.age_level?.[1] ?? null, {
                  spaced: true,
                })}
              </Row>
              <Row label="Grade">
                {formatGrades(activity.grade_level_start, activity.grade_level_end, {
                  openEnded: 'bare',
                })}
              </Row>
              <Row label="Camp type">{activity.camp_type}</Row>
              <Row label="Price">{formatPrice(activity.price)}</Row>
              <Row label="Seats">
                {formatSeats(activity.available_seats, activity.total_seats, { count: true })}
              </Row>
              <Row label="Location">{activity.location}</Row>
              <Row label="Media">
                <Link href={activity.media_link} target="_blank" rel="noopener noreferrer">
                  {activity.media_link}
                </Link>
              </Row>
            </Box>
            {activity.description && (
              <>
                <Divider sx={{ my: 2 }} />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
                  Description
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{activity.description}</Typography>
              </>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button variant="contained" onClick={onClose} autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt">{label}</Typography>
      <Typography component="dd" sx={{ overflowWrap: 'anywhere' }}>
        {children ?? 'Not specified'}
      </Typography>
    </>
  );
}
