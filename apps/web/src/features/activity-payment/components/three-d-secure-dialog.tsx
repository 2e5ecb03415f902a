import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { DialogTitleBar } from '../../../components/ui/dialog-title-bar';

export type ChallengeAnswer = 'approve' | 'fail';

/**
 * The built-in provider's 3-D Secure challenge (decision 0057): the card's bank asks the payer
 * to confirm. The simulator lets the tester choose the bank's answer; closing is a failure, as
 * abandoning a real challenge is.
 */
export function ThreeDSecureDialog({
  open,
  amount,
  onAnswer,
}: {
  open: boolean;
  amount: string;
  onAnswer: (answer: ChallengeAnswer) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => onAnswer('fail')} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitleBar id={titleId} onClose={() => onAnswer('fail')}>
        Confirm your payment
      </DialogTitleBar>
      <DialogContent>
        <Typography>
          Your bank asks you to confirm the payment of {amount}. This is the test provider&apos;s
          3-D Secure challenge: choose how the bank answers.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => onAnswer('fail')}>Fail authentication</Button>
        <Button variant="contained" onClick={() => onAnswer('approve')}>
          Complete authentication
        </Button>
      </DialogActions>
    </Dialog>
  );
}
