import { createContext, createElement, useContext, type ComponentType } from 'react';

/** Props an island is rendered with: written into the page as JSON, so plain data only. */
export type IslandProps = Record<string, unknown>;

/**
 * True while the build renders a page made of islands (`src/prerender.tsx`): each island then
 * renders an empty placeholder, and the build renders its content as a root of its own.
 */
export const IslandPlaceholders = createContext(false);

interface IslandOwnProps<P extends IslandProps> {
  /** The registry's name of `component` (the islands entry loads it by that name). */
  name: string;
  component: ComponentType<P>;
  props?: NoInfer<P>;
}

/**
 * An interactive part of a public page. In the app it is its component in a wrapper that lays
 * nothing out (`display: contents`). On a page the build renders as islands (home, pricing,
 * sign-in), the rest of the page is plain HTML and only the islands hydrate, each as a React
 * root of its own (`src/islands.tsx`), from the wrapper's name and props.
 */
export function Island<P extends IslandProps>({ name, component, props }: IslandOwnProps<P>) {
  const placeholder = useContext(IslandPlaceholders);
  const json = props && Object.keys(props).length > 0 ? JSON.stringify(props) : undefined;
  return (
    <div data-island={name} data-island-props={json} style={{ display: 'contents' }}>
      {placeholder ? null : createElement(component, props ?? ({} as P))}
    </div>
  );
}
