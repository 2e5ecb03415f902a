// `npm run lint:docker`: the Dockerfile is valid by the checks of the Docker language server
// (dockerfile-utils; its warnings fail too), and keeps the image's rules: every stage on Node 24
// slim, the image runs as an unprivileged user with a HEALTHCHECK, and it starts the command the
// production start test runs (node apps/api/dist/server.js). No container daemon is needed.
import { readFileSync } from 'node:fs';
import { validate } from 'dockerfile-utils';

const FILE = new URL('../Dockerfile', import.meta.url);
const START = ['node', 'apps/api/dist/server.js'];

const text = readFileSync(FILE, 'utf8');
const problems = validate(text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);

/** The instructions, each on one line (continuations joined), without comments. */
const instructions = text
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const keyword = (line) => line.split(/\s+/)[0].toUpperCase();
const argDefault = (name) =>
  instructions
    .find((l) => keyword(l) === 'ARG' && l.split(/\s+/)[1].startsWith(`${name}=`))
    ?.split('=')[1];

const froms = instructions.filter((l) => keyword(l) === 'FROM');
for (const from of froms) {
  const image = from.split(/\s+/)[1].replace(/^\$\{(\w+)\}$/, (_, name) => argDefault(name) ?? '');
  if (!/^node:24\.\d+\.\d+-[a-z]+-slim$/.test(image)) {
    problems.push(
      `${from}: every stage is on node:24.x.y-<debian>-slim (got ${image || 'nothing'})`,
    );
  }
}
const finalStage = instructions.slice(instructions.lastIndexOf(froms.at(-1)));
const last = (name) => finalStage.filter((l) => keyword(l) === name).at(-1);

const user = last('USER')?.split(/\s+/)[1];
if (!user || /^(root|0)(:|$)/.test(user))
  problems.push('the image must run as a user other than root');
if (!last('HEALTHCHECK')) problems.push('the image must have a HEALTHCHECK');
const cmd = last('CMD')?.replace(/^CMD\s+/i, '');
let command;
try {
  command = cmd && JSON.parse(cmd);
} catch {
  command = undefined;
}
if (JSON.stringify(command) !== JSON.stringify(START)) {
  problems.push(
    `the image must start ${JSON.stringify(START)} (exec form), got ${cmd ?? 'no CMD'}`,
  );
}

if (problems.length > 0) {
  console.error(`Dockerfile:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Dockerfile: valid');
