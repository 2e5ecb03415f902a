// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web
// app, at the strongest settings: done once per build, so the server sends them as they are
// (@fastify/static's preCompressed, chosen by Accept-Encoding; docs/decisions/0034).
// Usage: node scripts/precompress.mjs <dir>
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this a compressed copy saves less than its headers' worth. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const root = process.argv[2];
if (!root) throw new Error('usage: precompress.mjs <dir>');
let raw = 0;
let br = 0;
let count = 0;
for await (const file of files(root)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
  const bytes = await readFile(file);
  const [b, g] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
  raw += bytes.length;
  br += b.length;
  count += 1;
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`,
);
