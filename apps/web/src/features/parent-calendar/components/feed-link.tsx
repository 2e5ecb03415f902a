import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import { calendarFeedQueryOptions, useResetCalendarFeedMutation } from '../api/calendar-feed';

export const FEED_TEXT = {
  title: 'Subscribe in your calendar app',
  hint: 'Add this link to Google Calendar, Apple Calendar or Outlook to see these activities there. Keep it private: anyone with the link can see the calendar.',
  label: 'Calendar link',
  copy: 'Copy link',
  copied: 'The calendar link was copied.',
  copyFailed: 'The link could not be copied. Select it and copy it by hand.',
  reset: 'Reset link',
  resetTitle: 'Reset the calendar link?',
  resetText:
    'The current link stops working at once. Calendar apps subscribed to it need the new link.',
  resetDone: 'The calendar link was reset.',
} as const;

/** The iCal feed (decision 0049): the secret URL, 'Copy link' and 'Reset link'. */
export function FeedLink() {
  const feed = useQuery(calendarFeedQueryOptions());
  const reset = useResetCalendarFeedMutation();
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data);
      toast.success(FEED_TEXT.copied);
    } catch {
      toast.error(FEED_TEXT.copyFailed, 'Error');
    }
  };
  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => toast.success(FEED_TEXT.resetDone),
      onError: (err) => toast.error(failureMessage(err), 'Error'),
      onSettled: () => setConfirming(false),
    });

  return (
    <Box component="section" aria-labelledby="calendar-feed-title">
      <Typography id="calendar-feed-title" variant="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {FEED_TEXT.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {FEED_TEXT.hint}
      </Typography>
      {feed.isError ? (
        <Alert severity="error">{failureMessage(feed.error)}</Alert>
      ) : !feed.data ? (
        <CircularProgress size={24} aria-label="Loading the calendar link" />
      ) : (
        <>
          <TextField
            label={FEED_TEXT.label}
            value={feed.data}
            size="small"
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                onFocus: (e: { target: HTMLInputElement }) => e.target.select(),
              },
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            <Button
              variant="contained"
              size="small"
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy()}
            >
              {FEED_TEXT.copy}
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={<RefreshIcon />}
              onClick={() => setConfirming(true)}
            >
              {FEED_TEXT.reset}
            </Button>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={FEED_TEXT.resetTitle}
        description={FEED_TEXT.resetText}
        confirmText={FEED_TEXT.reset}
        destructive
        busy={reset.isPending}
        onConfirm={onReset}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
