import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * True from the first time `open` is true on: a menu, drawer or dialog whose code loads on
 * demand is mounted when first opened and stays mounted (its closing transition plays, its state
 * is kept), so the page's first load carries none of it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A drawer or dialog (a component with `open`) whose code loads when it is first opened; until
 * then it renders nothing, as the closed component would.
 */
export function lazyOnOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function OnOpen(props: P) {
    const opened = useOpenedOnce(props.open);
    return opened ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  }
  return OnOpen;
}
