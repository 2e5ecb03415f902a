// The API's module dependency diagram in docs/ARCHITECTURE.md, drawn by dependency-cruiser from
// the imports (one box per apps/api/src/modules/<domain>).
//   node scripts/deps-graph.mjs          rewrite the diagram
//   node scripts/deps-graph.mjs --check  fail when the checked-in diagram is not current
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const doc = new URL('../docs/ARCHITECTURE.md', import.meta.url);
const START = '<!-- module-graph:start (npm run deps:graph writes this block) -->';
const END = '<!-- module-graph:end -->';

const mermaid = execFileSync(
  process.execPath,
  [
    'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs',
    'apps/api/src/modules',
    '--config',
    '.dependency-cruiser.cjs',
    '--include-only',
    '^apps/api/src/modules/',
    '--collapse',
    '^apps/api/src/modules/[^/]+',
    '--output-type',
    'mermaid',
  ],
  { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
).trim();

const block = `${START}\n\n\`\`\`mermaid\n${mermaid}\n\`\`\`\n\n${END}`;
const text = readFileSync(doc, 'utf8');
const from = text.indexOf(START);
const to = text.indexOf(END);
if (from < 0 || to < from) {
  console.error(`docs/ARCHITECTURE.md has no ${START} … ${END} block`);
  process.exit(1);
}
const next = text.slice(0, from) + block + text.slice(to + END.length);

if (process.argv.includes('--check')) {
  if (next !== text) {
    console.error(
      'docs/ARCHITECTURE.md: the module diagram is not current; run `npm run deps:graph` and commit it.',
    );
    process.exit(1);
  }
  console.log('docs/ARCHITECTURE.md: the module diagram is current.');
} else if (next !== text) {
  writeFileSync(doc, next);
  console.log('docs/ARCHITECTURE.md: module diagram rewritten.');
} else {
  console.log('docs/ARCHITECTURE.md: module diagram already current.');
}
