import { Suspense, use, useId, type ReactNode } from 'react';
import { nearView } from '../../lib/near-view';
import { useHydrated } from './use-hydrated';

/** Per boundary (its `useId`): settles once its pre-rendered markup is near the view. */
const visible = new Map<string, Promise<void>>();

function whenVisible(id: string): Promise<void> {
  let seen = visible.get(id);
  if (seen) return seen;
  const node = document.querySelector(`[data-hydrate="${CSS.escape(id)}"]`);
  // display: contents has no box to observe; its first child stands for the section.
  seen = nearView(node && (node.firstElementChild ?? node));
  visible.set(id, seen);
  return seen;
}

/** Suspends while the page is being hydrated and the section is still out of view. */
function WaitUntilVisible({ id, children }: { id: string; children: ReactNode }) {
  if (!useHydrated() && typeof document !== 'undefined') use(whenVisible(id));
  return children;
}

/**
 * A section of a pre-rendered page that React hydrates only when it comes near the view: its
 * markup and styles are there from the start, but the work of taking it over (running its
 * components) waits until the visitor scrolls to it, instead of blocking the phone's main thread
 * right after the first paint. A click on it before then is replayed by React once it is
 * hydrated. Rendered on the client (a later navigation), it renders at once. The wrapper element
 * has `display: contents`: the layout is the section's own.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div data-hydrate={id} style={{ display: 'contents' }}>
      <Suspense>
        <WaitUntilVisible id={id}>{children}</WaitUntilVisible>
      </Suspense>
    </div>
  );
}
