import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useOpenedOnce } from '../ui/lazy-on-open';

/** The menu itself loads when first opened: the header of every page carries only the button. */
const SignInMenuList = lazy(() =>
  import('./sign-in-menu-list').then((m) => ({ default: m.SignInMenuList })),
);

/** 'Sign in' with the choice of Parent / Guardian or Provider (camp director). */
export function SignInMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        color="primary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={
          <KeyboardArrowDownIcon
            sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Sign in
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SignInMenuList
            id={menuId}
            anchor={anchor}
            labelledBy={buttonId}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
