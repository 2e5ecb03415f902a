// The web app's files under a rebuild: the server looks its files up when asked, so assets a
// rebuild adds after the server started are served, and an asset that is not there answers 404,
// never the app's index.html (a script answered with a page leaves the browser a blank screen).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

const page = (script: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/${script}"></script></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'camp-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), page('index-Old111.js'));
  writeFileSync(path.join(dist, 'assets', 'index-Old111.js'), 'export const build = 1;\n');
  t = await createTestApp({}, (ctx) => ({ ...ctx, config: { ...ctx.config, webDistDir: dist } }));
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the web app’s assets', () => {
  it('answers a missing asset with a 404, not the app’s page', async () => {
    for (const url of ['/assets/index-Gone999.js', '/assets/style-Gone999.css', '/assets/x/y.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toMatchObject({ errors: { _base: ['Not found'] } });
    }
  });

  it('serves the assets and page a rebuild adds while the server runs, and the earlier ones', async () => {
    // What scripts/build.mjs does under a running server: the new assets, then the new page.
    writeFileSync(path.join(dist, 'assets', 'index-New222.js'), 'export const build = 2;\n');
    writeFileSync(path.join(dist, 'index.html'), page('index-New222.js'));

    const script = await get('/assets/index-New222.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe('export const build = 2;\n');

    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('/assets/index-New222.js');

    // A page loaded before the rebuild still gets the assets it names.
    expect((await get('/assets/index-Old111.js')).body).toBe('export const build = 1;\n');
  });

  it('still answers the app’s routes with its page', async () => {
    const res = await get('/specialist/search?q=lacrosse');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('names the chunks of the address’s route in the page, as the build listed them', async () => {
    const preloads = [
      { pattern: '/pricing', files: ['/assets/pricing-page-P1.js', '/assets/Chip-C1.js'] },
      { pattern: '/profile/itineraries/:id', files: ['/assets/itinerary-page-I1.js'] },
      { pattern: '/profile/itineraries/friends', files: ['/assets/friends-F1.js'] },
      // Not a script under /assets/: never put in a page.
      { pattern: '/terms', files: ['https://elsewhere.test/x.js', '/assets/a"b.js'] },
    ];
    writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(preloads));
    const links = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

    const pricing = await get('/Pricing/?utm_source=flyer');
    expect(pricing.statusCode).toBe(200);
    expect(pricing.headers['content-type']).toMatch(/^text\/html/);
    expect(pricing.headers['cache-control']).toBe('no-cache');
    expect(links(pricing.body)).toEqual(['/assets/pricing-page-P1.js', '/assets/Chip-C1.js']);
    expect(pricing.body).toContain('/assets/index-New222.js');
    // A browser revalidating the page it has is answered 304.
    const etag = String(pricing.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A HEAD gets the page's headers, its entity tag included, without the page.
    const head = await t.app.inject({ method: 'HEAD', url: '/pricing' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.headers.etag).toBe(etag);
    expect(head.body).toBe('');
    // A static segment wins over a parameter, as in the app's router.
    expect(links((await get('/profile/itineraries/friends')).body)).toEqual([
      '/assets/friends-F1.js',
    ]);
    expect(links((await get('/profile/itineraries/12')).body)).toEqual([
      '/assets/itinerary-page-I1.js',
    ]);
    for (const url of ['/terms', '/profile/itineraries', '/', '/nowhere']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(links(res.body), url).toEqual([]);
      expect(res.body, url).toContain('/assets/index-New222.js');
    }

    // A rebuild's page is read again with the list written before it.
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([{ pattern: '/pricing', files: ['/assets/pricing-page-P2.js'] }]),
    );
    writeFileSync(path.join(dist, 'index.html'), page('index-New333.js'));
    const rebuilt = await t.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { 'if-none-match': etag },
    });
    expect(rebuilt.statusCode).toBe(200);
    expect(links(rebuilt.body)).toEqual(['/assets/pricing-page-P2.js']);
    expect(rebuilt.body).toContain('/assets/index-New333.js');
  });

  it('sends the page the build pre-rendered for its address, with the route’s chunks', async () => {
    const rendered = (name: string) =>
      page('index-New333.js').replace(
        '<div id="root"></div>',
        `<div id="root"><h1>${name}</h1></div>`,
      );
    mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
    writeFileSync(path.join(dist, 'prerendered', 'pricing.html'), rendered('Pricing'));
    writeFileSync(path.join(dist, 'prerendered', 'index.html'), rendered('Home'));
    writeFileSync(
      path.join(dist, 'prerendered.json'),
      JSON.stringify([
        { path: '/pricing', file: 'prerendered/pricing.html' },
        { path: '/', file: 'prerendered/index.html' },
        // Not a page of the build's folder: never read.
        { path: '/terms', file: '../secret.html' },
      ]),
    );

    const pricing = await get('/Pricing/?utm_source=flyer');
    expect(pricing.statusCode).toBe(200);
    expect(pricing.headers['content-type']).toMatch(/^text\/html/);
    expect(pricing.body).toContain('<div id="root"><h1>Pricing</h1></div>');
    expect(pricing.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/pricing-page-P2.js">',
    );
    // Its own entity tag: a browser holding the empty page gets the rendered one.
    const etag = String(pricing.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    expect((await get('/?utm_source=flyer')).body).toContain('<h1>Home</h1>');
    for (const url of ['/terms', '/pricing/more', '/profile/itineraries']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }

    // A rebuild's pages are read again.
    writeFileSync(path.join(dist, 'prerendered', 'pricing.html'), rendered('Pricing again'));
    writeFileSync(
      path.join(dist, 'prerendered.json'),
      JSON.stringify([{ path: '/pricing', file: 'prerendered/pricing.html' }]),
    );
    expect((await get('/pricing')).body).toContain('<h1>Pricing again</h1>');
    expect((await get('/')).body).toContain('<div id="root"></div>');
  });
  it('preloads the route’s chunks at the priority the page gives its entry script', async () => {
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([
        { pattern: '/profile/itineraries', files: ['/assets/itineraries-I2.js'] },
        { pattern: '/pricing', files: ['/assets/pricing-page-P3.js'] },
      ]),
    );
    // A signed-in page's frame: the build asks for its scripts at low priority.
    const frame = page('index-New333.js')
      .replace('<script type="module"', '<script type="module" fetchpriority="low"')
      .replace(
        '<div id="root"></div>',
        '<div id="root"><div data-shell="">Itineraries</div></div>',
      );
    writeFileSync(path.join(dist, 'prerendered', 'profile-itineraries.html'), frame);
    writeFileSync(
      path.join(dist, 'prerendered.json'),
      JSON.stringify([
        { path: '/profile/itineraries', file: 'prerendered/profile-itineraries.html' },
        { path: '/pricing', file: 'prerendered/pricing.html' },
      ]),
    );
    const itineraries = (await get('/profile/itineraries?tab=approved')).body;
    expect(itineraries).toContain('<div data-shell="">Itineraries</div>');
    expect(itineraries).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/itineraries-I2.js">',
    );
    // A page whose entry runs at the browser's own priority preloads at that priority.
    const pricing = (await get('/pricing')).body;
    expect(pricing).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/pricing-page-P3.js">',
    );
    expect(pricing).not.toContain('fetchpriority');
  });

  it('sends a form submitted before its page ran its script back to the page (303), changing nothing', async () => {
    for (const url of ['/sign_in', '/Pricing?x=1']) {
      const posted = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.c&password=secret',
      });
      expect(posted.statusCode, url).toBe(303);
      expect(posted.headers.location, url).toBe(url);
    }
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '//other.example/sign_in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(elsewhere.headers.location).toBe('/other.example/sign_in');
    // The server's own paths, and other bodies, are still the API's 404.
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(api.statusCode).toBe(404);
    const json = await t.app.inject({ method: 'POST', url: '/sign_in', payload: { a: 1 } });
    expect(json.statusCode).toBe(404);
  });
});
