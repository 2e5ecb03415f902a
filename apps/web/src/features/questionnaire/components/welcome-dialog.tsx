import { useState } from 'react';
import { Button } from '@mui/material';
import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import { WELCOME_SURVEY_MAX_MINUTES } from '@camp/shared/constants';
import { IconDialog } from '../../../components/ui/icon-dialog';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../../lib/storage';

export const WELCOME_TITLE = 'Welcome to Camp Concierge!';

/**
 * The welcome dialog: a greeting naming the product, how long the
 * survey takes, and 'Fill in the form'. Shown once per browser: the welcome flag in local
 * storage, which logging out keeps.
 */
export function WelcomeDialog() {
  const [open, setOpen] = useState(() => readStorage(STORAGE_KEYS.welcome) === null);
  const close = () => {
    writeStorage(STORAGE_KEYS.welcome, 'true');
    setOpen(false);
  };
  return (
    <IconDialog
      open={open}
      onClose={close}
      id="welcome-dialog"
      icon={<WavingHandOutlinedIcon fontSize="large" />}
      title={WELCOME_TITLE}
      text={
        <>
          Tell us about your child, the dates you need and what matters to your family, and a
          program specialist builds your personalised plan. The survey takes not more than{' '}
          {WELCOME_SURVEY_MAX_MINUTES} minutes, and your answers are saved as you go.
        </>
      }
      actions={
        <Button variant="contained" size="large" onClick={close} autoFocus>
          Fill in the form
        </Button>
      }
    />
  );
}
