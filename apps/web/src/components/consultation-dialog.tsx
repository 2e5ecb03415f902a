import { Box, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { DialogTitleBar } from './dialog-title-bar';
import { SCHEDULING_URL } from './site-links';

export interface ConsultationDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Schedule Consultation': explains the call and links to the external scheduling page. */
export function ConsultationDialog({ open, onClose }: ConsultationDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="consultation-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            bgcolor: 'secondary.light',
            color: 'primary.dark',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <EventAvailableIcon fontSize="large" />
        </Box>
      </Box>
      <DialogTitleBar id="consultation-dialog-title" onClose={onClose} centered>
        Schedule a consultation
      </DialogTitleBar>
      <DialogContent>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>
          Not sure where to start? Talk with one of our program specialists about your
          children&apos;s interests, your family&apos;s schedule and your budget. We&apos;ll explain
          how we build a personalised plan of camps and activities around them.
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary', mt: 1.5 }}>
          You choose a time that suits you on our scheduling page, which opens in a new tab.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, px: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="text" onClick={onClose}>
          Not now
        </Button>
        <Button
          variant="contained"
          size="large"
          href={SCHEDULING_URL}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
          onClick={onClose}
        >
          Schedule Now
        </Button>
      </DialogActions>
    </Dialog>
  );
}
