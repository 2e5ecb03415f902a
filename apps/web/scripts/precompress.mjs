// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web
// app, at the strongest settings: done once per build, so the server sends them as they are
// (@fastify/static's preCompressed, chosen by Accept-Encoding; docs/decisions/0034).
// A hashed asset that an earlier build already compressed (the same file, byte for byte, in
// `previous`) takes that build's copies instead of being compressed again; files are compressed
// on every core at once.
// Usage: node scripts/precompress.mjs <dir>   (scripts/build.mjs imports precompress)
import { access, copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

/** The earlier build's copies of `rel`, when its file there has exactly these bytes. */
async function earlierCopies(previous, rel, bytes) {
  if (!previous || !rel.startsWith(`assets${path.sep}`)) return undefined;
  const file = path.join(previous, rel);
  try {
    await Promise.all([access(`${file}.br`), access(`${file}.gz`)]);
    return (await readFile(file)).equals(bytes) ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Compresses the files of `dir`; `previous`, when given, is an earlier build's folder whose
 * copies of unchanged hashed assets are reused. Returns what it did, for the build's log.
 */
export async function precompress(dir, previous) {
  const queue = [];
  for await (const file of files(dir)) {
    if (COMPRESSIBLE.has(path.extname(file))) queue.push(file);
  }
  const totals = { compressed: 0, reused: 0, raw: 0, br: 0 };
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) continue;
      const earlier = await earlierCopies(previous, path.relative(dir, file), bytes);
      if (earlier) {
        await Promise.all([
          copyFile(`${earlier}.br`, `${file}.br`),
          copyFile(`${earlier}.gz`, `${file}.gz`),
        ]);
        totals.reused += 1;
        continue;
      }
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
      totals.compressed += 1;
      totals.raw += bytes.length;
      totals.br += b.length;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return totals;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = process.argv[2];
  if (!root) throw new Error('usage: precompress.mjs <dir>');
  const t = await precompress(root);
  console.log(
    `precompressed ${t.compressed} files: ${(t.raw / 1024).toFixed(0)} KB → ${(t.br / 1024).toFixed(0)} KB brotli`,
  );
}
