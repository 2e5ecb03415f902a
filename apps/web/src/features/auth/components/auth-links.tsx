import type { ReactNode } from 'react';
import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app link styled for the auth cards. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 700 }}>
      {children}
    </Link>
  );
}

/** A centred line under a form ('Don't have an account? Sign up'). */
export function AuthFootnote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2.4, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
