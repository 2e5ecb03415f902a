import { useEffect, useState } from 'react';
import { Box, Button, Link, Paper, Slide, Typography } from '@mui/material';
import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { acceptCookies, hasCookieConsent } from './cookie-consent';
import { paths } from '../../lib/paths';

/**
 * Shown until the visitor accepts; acceptance is remembered for a year. It sits above the page
 * and its app bar but under drawers and dialogs, so it never covers a dialog's buttons: an open
 * dialog's backdrop covers it until the dialog closes.
 */
export function CookieNotice() {
  // Read once mounted: a pre-rendered page has no notice (the build has no visitor's storage)
  // and is hydrated as rendered; the notice then slides in over the page, moving nothing.
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(!hasCookieConsent()), []);
  return (
    <Slide direction="up" in={visible} mountOnEnter unmountOnExit>
      <Paper
        role="region"
        aria-label="Cookie notice"
        elevation={0}
        sx={{
          position: 'fixed',
          zIndex: (t) => t.zIndex.appBar + 1,
          left: { xs: 8, sm: 24 },
          right: { xs: 8, sm: 'auto' },
          bottom: { xs: 8, sm: 24 },
          maxWidth: { sm: 440 },
          p: { xs: 2, sm: 2.5 },
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 16px 40px rgba(14, 62, 59, 0.18)',
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
        }}
      >
        <Box
          sx={{
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: '50%',
            bgcolor: 'secondary.light',
            color: 'primary.dark',
          }}
        >
          <CookieOutlinedIcon />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.primary' }}>
            We use cookies and local storage to keep you signed in, remember your choices and
            understand how our site is used. Read more in our{' '}
            <Link component={RouterLink} to={paths.privacyPolicy} sx={{ fontWeight: 700 }}>
              Privacy Policy
            </Link>
            .
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
            <Button
              variant="contained"
              onClick={() => {
                acceptCookies();
                setVisible(false);
              }}
            >
              Accept
            </Button>
          </Box>
        </Box>
      </Paper>
    </Slide>
  );
}
