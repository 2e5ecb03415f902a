// PGlite 0.5.16's protocol loop swallows every exception that is not its longjmp sentinel and
// calls the backend again: once the WASM backend has failed (it exited, or a RuntimeError), the
// loop spins forever at 100% CPU, synchronously, so no timeout can stop it
// (electric-sql/pglite#1058; the fix proposed upstream in pglite#1097 is what this applies).
// Seen here as a test worker hanging until CI's limit. With the patch the query rejects with
// "PGlite backend failed: …" at once. Runs after `npm ci` (root postinstall); idempotent.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const MARK = 'PGlite backend failed: ';
const LOOP =
  'catch(a){_.stackRestore(n),a.status===this.POSTGRES_MAIN_LONGJMP&&_._PostgresMainLongJmp()}}}finally{_._PostgresSendReadyForQueryIfNecessary(),_._pgl_pq_flush()}';
const FIXED =
  'catch(a){if(_.stackRestore(n),a.status===this.POSTGRES_MAIN_LONGJMP){_._PostgresMainLongJmp();continue}' +
  `let e=new Error(${JSON.stringify(MARK)}+String(a&&a.message||a&&a.status||a));e.cause=a;this.__failed=e;throw e}}}` +
  'finally{if(!this.__failed){_._PostgresSendReadyForQueryIfNecessary(),_._pgl_pq_flush()}}';
const GUARD = 'execProtocolRawSync(r){let _=this.mod;';
const GUARDED = 'execProtocolRawSync(r){if(this.__failed)throw this.__failed;let _=this.mod;';

const require = createRequire(import.meta.url);
let dist;
try {
  dist = path.dirname(require.resolve('@electric-sql/pglite'));
} catch {
  process.exit(0); // not installed (a partial install): nothing to patch
}
const file = readdirSync(dist)
  .filter((f) => f.endsWith('.js'))
  .map((f) => path.join(dist, f))
  .find((f) => {
    const text = readFileSync(f, 'utf8');
    return text.includes(LOOP) || text.includes(MARK);
  });
if (!file) {
  console.error(
    'patch-pglite: the protocol loop was not found; PGlite changed: review scripts/patch-pglite.mjs',
  );
  process.exit(1);
}
const text = readFileSync(file, 'utf8');
if (!text.includes(MARK)) {
  if (!text.includes(GUARD)) throw new Error('patch-pglite: execProtocolRawSync not found');
  writeFileSync(file, text.replace(LOOP, FIXED).replace(GUARD, GUARDED));
  console.log(`patch-pglite: patched ${path.relative(process.cwd(), file)}`);
}
