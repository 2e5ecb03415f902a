import { Button, Typography } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { IconDialog } from '../ui/icon-dialog';
import { SCHEDULING_URL } from './site-links';

export interface ConsultationDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Schedule Consultation': explains the call and links to the external scheduling page. */
export function ConsultationDialog({ open, onClose }: ConsultationDialogProps) {
  return (
    <IconDialog
      open={open}
      onClose={onClose}
      id="consultation-dialog"
      icon={<EventAvailableIcon fontSize="large" />}
      title="Schedule a consultation"
      text={
        <>
          Not sure where to start? Talk with one of our program specialists about your
          children&apos;s interests, your family&apos;s schedule and your budget. We&apos;ll explain
          how we build a personalised plan of camps and activities around them.
        </>
      }
      actions={
        <>
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
        </>
      }
    >
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary', mt: 1.5 }}>
        You choose a time that suits you on our scheduling page, which opens in a new tab.
      </Typography>
    </IconDialog>
  );
}
