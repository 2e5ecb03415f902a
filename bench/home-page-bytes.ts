// Bytes transferred for the home page, as headless Chromium loads it (what the network carried:
// headers and bodies, compressed or not), from a running product:
//   npx tsx bench/home-page-bytes.ts http://127.0.0.1:3000/
// Figures go to docs/benchmarks.md. A fresh browser profile each run, so nothing is cached.
import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map<string, { url: string; encoding: string; body: number }>();
  let transferred = 0;
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    responses.set(e.requestId, {
      url: e.response.url,
      encoding: headers['content-encoding'] ?? 'identity',
      body: 0,
    });
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = responses.get(e.requestId);
    if (r) r.body += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    transferred += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });

  const rows = [...responses.values()].filter((r) => !r.url.startsWith('data:'));
  const decoded = rows.reduce((sum, r) => sum + r.body, 0);
  for (const r of rows) {
    console.log(`${r.encoding.padEnd(8)} ${(r.body / 1024).toFixed(1).padStart(8)} KB  ${r.url}`);
  }
  console.log(
    `${rows.length} responses: ${(transferred / 1024).toFixed(0)} KB transferred, ` +
      `${(decoded / 1024).toFixed(0)} KB after decoding`,
  );
} finally {
  await browser.close();
}
