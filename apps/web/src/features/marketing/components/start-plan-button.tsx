import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, type ButtonProps } from '@mui/material';
import { useSession } from '../../../lib/session';
import { startPlanAction } from '../start-plan';
import { lazyOnOpen } from '../../../components/ui/lazy-on-open';
import { paths } from '../../../lib/paths';

/** The upgrade dialog loads when first opened, not with the pages that show the button. */
const UpgradeDialog = lazyOnOpen(() =>
  import('../../../components/premium/upgrade-dialog').then((m) => m.UpgradeDialog),
);

interface StartPlanButtonProps {
  color?: ButtonProps['color'];
  sx?: ButtonProps['sx'];
}

/** 'Start my plan': the questionnaire, the upgrade dialog, or nothing, by user state. */
export function StartPlanButton({ color = 'secondary', sx }: StartPlanButtonProps) {
  const session = useSession();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const action = startPlanAction(session);
  if (action === 'hidden') return null;
  if (action === 'upgrade') {
    return (
      <>
        <Button
          variant="contained"
          color={color}
          size="large"
          sx={sx}
          onClick={() => setUpgradeOpen(true)}
        >
          Start my plan
        </Button>
        <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
      </>
    );
  }
  return (
    <Button
      variant="contained"
      color={color}
      size="large"
      sx={sx}
      component={RouterLink}
      to={paths.questionnaire}
    >
      Start my plan
    </Button>
  );
}
