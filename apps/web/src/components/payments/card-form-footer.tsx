import { Alert, Box, Button, CircularProgress } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

export interface CardFormFooterProps {
  payLabel: string;
  /** The form-level failure ('Payment failed. Your card was declined.'). */
  error: string | null;
  disabled: boolean;
  submitting: boolean;
}

/** The form's failure and its Pay button, the same under either provider's fields. */
export function CardFormFooter({ payLabel, error, disabled, submitting }: CardFormFooterProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={disabled || submitting}
        startIcon={
          submitting ? <CircularProgress size={18} color="inherit" /> : <LockOutlinedIcon />
        }
        sx={{ py: 1.4, borderRadius: 999, fontSize: '1.05rem' }}
      >
        {payLabel}
      </Button>
    </Box>
  );
}
