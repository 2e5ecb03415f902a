/**
 * The build's server-side entry: the HTML and the critical styles of the public pages, which the
 * server sends in place of the empty page so that a visitor sees the page before any script has
 * run (the app then hydrates that markup). Rendered as a first visit sees the page: signed out,
 * no stored choices, nothing loaded from the API (parts that load data show their placeholders).
 */
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

/** The page at `pathname`: the root's markup and the styles it needs; null for a redirect. */
export async function render(pathname: string): Promise<{ html: string; styles: string } | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // `compat`: the styles are collected in the cache instead of written beside each element.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // Waits for what the page loads lazily (the home page's newsletter form): the page is complete
  // and the client takes the boundary over when its chunk arrives, instead of rendering it anew.
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <Providers>
        {/* No hydration script: the Content Security Policy allows no inline script, and the
            pages have no loader data to hand over. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </CacheProvider>,
    // Every boundary inline: an outlined one is revealed by an inline script, which the Content
    // Security Policy does not allow.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, styles: styleTags(cache, html) };
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
