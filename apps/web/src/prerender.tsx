/**
 * The build's server-side entry: the HTML and the critical styles of the public pages, which the
 * server sends in place of the empty page so that a visitor sees the page before any script has
 * run (the app then hydrates that markup). Rendered as a first visit sees the page: signed out,
 * no stored choices, nothing loaded from the API (parts that load data show their placeholders).
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router-dom';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { paths } from './lib/paths';
import { IslandPlaceholders } from './islands/island';
import { IslandShell } from './islands/island-shell';
import { loadIsland } from './islands/registry';
import { SHELL_PAGES, SignedInShell } from './app/signed-in-shell';

export { SHELL_PAGES } from './app/signed-in-shell';

/** The addresses pre-rendered: the marketing pages and the visitors' sign-in and sign-up pages. */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.aboutUs,
  paths.contactUs,
  paths.howItWorks,
  paths.faqs,
  paths.pricing,
  paths.resources,
  paths.terms,
  paths.businessTerms,
  paths.privacyPolicy,
  paths.signIn,
  paths.signUp,
  paths.forgotPassword,
  paths.director.signIn,
  paths.director.signUp,
];

/**
 * The addresses of PRERENDERED_PATHS rendered as islands: plain HTML in which only the
 * interactive parts (`Island`) hydrate, from an entry of their own (`src/islands.tsx`).
 */
export const ISLAND_PATHS: readonly string[] = [paths.home, paths.pricing, paths.signIn];

/** An island's empty placeholder in a page rendered with `IslandPlaceholders`. */
const PLACEHOLDER =
  /<div data-island="([\w-]+)"(?: data-island-props="([^"]*)")? style="display:contents"><\/div>/g;

const unescapeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Renders `element` to HTML as the browser gets it: every boundary inline, no script. */
async function renderToHtml(element: ReactNode, identifierPrefix?: string): Promise<string> {
  // Waits for what the page loads lazily (the home page's newsletter form): the page is complete
  // and the client takes the boundary over when its chunk arrives, instead of rendering it anew.
  // Every boundary inline: an outlined one is revealed by an inline script, which the Content
  // Security Policy does not allow.
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    identifierPrefix,
  });
  return new Response(prelude).text();
}

/**
 * Fills each island placeholder of `html` with its island rendered as a root of its own, as the
 * islands entry hydrates it (same shell, same id prefix by its place in the page).
 */
async function fillIslands(html: string, pathname: string, cache: EmotionCache): Promise<string> {
  const found = [...html.matchAll(PLACEHOLDER)];
  const rendered = await Promise.all(
    found.map(async ([, name = '', json], index) => {
      const Component = await loadIsland(name);
      if (!Component) throw new Error(`prerender: no island named ${name}`);
      const props = json ? (JSON.parse(unescapeAttribute(json)) as object) : {};
      return renderToHtml(
        <CacheProvider value={cache}>
          <IslandShell pathname={pathname}>
            <Component {...props} />
          </IslandShell>
        </CacheProvider>,
        `i${index}-`,
      );
    }),
  );
  let index = 0;
  return html.replace(PLACEHOLDER, (tag) => tag.replace('></div>', `>${rendered[index++]}</div>`));
}

/**
 * The <style> elements of what the markup uses, as emotion's client cache takes them over: the
 * global styles one element each (`css-global <id>`), the class rules in one element
 * (`css <id> <id>…`) whose ids the cache then counts as inserted.
 */
function styleTags(cache: EmotionCache, html: string): string {
  const used = new Set(
    [...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9_-]+)`, 'g'))].map((m) => m[1]),
  );
  const globals: string[] = [];
  const ids: string[] = [];
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${css}</style>`);
    } else if (used.has(id)) {
      ids.push(id);
      rules += css;
    }
  }
  return `${globals.join('')}<style data-emotion="${cache.key} ${ids.join(' ')}">${rules}</style>`;
}

/**
 * The page at `pathname`: the root's markup and the styles it needs, and whether it is made of
 * islands; null for a redirect.
 */
export async function render(
  pathname: string,
): Promise<{ html: string; styles: string; islands: boolean } | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const islands = ISLAND_PATHS.includes(pathname);
  // `compat`: the styles are collected in the cache instead of written beside each element.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  let html = await renderToHtml(
    <CacheProvider value={cache}>
      <IslandPlaceholders.Provider value={islands}>
        <Providers>
          {/* No hydration script: the Content Security Policy allows no inline script, and the
              pages have no loader data to hand over. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </IslandPlaceholders.Provider>
    </CacheProvider>,
  );
  if (islands) html = await fillIslands(html, pathname, cache);
  return { html, styles: styleTags(cache, html), islands };
}

/**
 * The frame of a signed-in page (`SHELL_PAGES`): its markup and styles, as `render` gives a
 * public page's; the app renders over it rather than hydrating it. Null for another address.
 */
export async function renderShell(
  pathname: string,
): Promise<{ html: string; styles: string } | null> {
  const page = SHELL_PAGES.find((p) => p.path === pathname);
  if (!page) return null;
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <Providers>
        <StaticRouter location={pathname}>
          <SignedInShell page={page} />
        </StaticRouter>
      </Providers>
    </CacheProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, styles: styleTags(cache, html) };
}
