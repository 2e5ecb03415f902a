import { Box, Typography } from '@mui/material';
import { FIRST_RESPONSE_TEXT } from '../../../components/packages/package-content';

/** 'What happens after I pay?': the first-response targets. */
export function AfterPaymentNote() {
  return (
    <Box
      component="section"
      aria-labelledby="after-payment-title"
      sx={{ p: 3, borderRadius: 1.5, bgcolor: 'primary.dark', color: 'common.white' }}
    >
      <Typography
        variant="h2"
        id="after-payment-title"
        sx={{ fontSize: '1.15rem', fontWeight: 800 }}
      >
        What happens after I pay?
      </Typography>
      <Typography sx={{ mt: 1, opacity: 0.9 }}>{FIRST_RESPONSE_TEXT}</Typography>
    </Box>
  );
}
