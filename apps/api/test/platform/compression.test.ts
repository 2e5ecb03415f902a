// Compressed, cacheable responses (docs/decisions/0034): the web app's files are sent as the
// brotli or gzip copies the build made, chosen by Accept-Encoding, hashed assets cached for a
// year and index.html revalidated; API JSON above 1 KB is compressed on the fly, keeping the
// security headers.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs');

// A built web app in miniature: an entry page and a hashed script, both well over 1 KB.
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'camp-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  // What `npm run build -w apps/web` runs after Vite.
  execFileSync(process.execPath, [PRECOMPRESS, dist]);
  t = await createTestApp({}, (ctx) => ({ ...ctx, config: { ...ctx.config, webDistDir: dist } }));
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the web app’s files', () => {
  it('sends a hashed asset as its brotli copy, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's copy itself, not one compressed on the fly.
    const built = readFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'));
    expect(res.rawPayload).toEqual(built);
    expect(Number(res.headers['content-length'])).toBe(built.length);
    expect(built.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one without either', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(readFileSync(path.join(dist, 'assets', 'index-AbC123.js.gz')));
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html for the SPA’s routes compressed, revalidated on every visit', async () => {
    for (const url of ['/', '/specialist/search?q=lacrosse']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toBeTruthy();
      expect(res.rawPayload).toEqual(readFileSync(path.join(dist, 'index.html.br')));
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });
});

describe('API responses', () => {
  it('compresses JSON above 1 KB, keeping the security and request-id headers', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await get('/api/docs/json', 'br;q=1, gzip;q=0.5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // Compression keeps the API's own caching rule: its answers are never stored (decision 0031).
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeTruthy();
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends small answers as they are', async () => {
    const res = await get('/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
