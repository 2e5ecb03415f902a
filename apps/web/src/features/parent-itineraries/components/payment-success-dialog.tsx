import { Button } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_SUCCESSFUL } from '@camp/shared/messages';
import { IconDialog } from '../../../components/ui/icon-dialog';

/** The query parameter of the payment provider's return URL; it opens 'Payment Successful!'. */
export const PAYMENT_RETURN_PARAM = 'payment';

/**
 * 'Payment Successful!': opened when the page's URL carries the payment return parameter (the
 * card provider sends the parent back to the itineraries with it after paying for activities).
 * Closing it drops the parameter, so a reload or Back does not open it again.
 */
export function PaymentSuccessDialog() {
  const [params, setParams] = useSearchParams();
  const open = params.has(PAYMENT_RETURN_PARAM);
  const close = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(PAYMENT_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <IconDialog
      open={open}
      onClose={close}
      id="payment-success"
      icon={<CheckCircleOutlineIcon fontSize="large" />}
      title={PAYMENT_SUCCESSFUL}
      text="Thank you! Your payment went through, and a receipt is on its way to your e-mail."
      actions={
        <Button variant="contained" size="large" onClick={close}>
          OK
        </Button>
      }
    />
  );
}
