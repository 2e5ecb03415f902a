// Size limits of the API's source (apps/api/src), so a service stays one use case per file:
//   - a service file (service*.ts, or any file in a services/ folder): 300 lines at most;
//   - any .ts file: 600 lines at most;
//   - any function (declaration, function expression, arrow function, method, constructor,
//     accessor): 80 lines at most, counted from its first token to its last, both included.
// Exempt (docs/decisions/0087-size-limits.md):
//   - a route table: a function of a routes file (routes.ts, routes-*.ts) that registers routes
//     itself (`app.get('/api/…', …)`, `app.route({…})`) or returns one that does; the handlers
//     in it are still measured;
//   - seed data (src/db/seed/), migrations (src/db/migrations/) and tests (*.test.ts).
//   node scripts/check-sizes.mjs [path…]           print each violation, exit 1 if there is one
//   node scripts/check-sizes.mjs --report [path…]  print the violations and the exempt items over
//                                                   a limit, with a count per module; exit 0
// A path (a folder or a file under apps/api/src) narrows the check to it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const LIMITS = { serviceFile: 300, file: 600, fn: 80 };

const root = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(root, 'apps/api/src');

const args = process.argv.slice(2);
const report = args.includes('--report');
const unknown = args.filter((a) => a.startsWith('-') && a !== '--report');
if (unknown.length > 0) {
  console.error(`check-sizes: unknown option ${unknown.join(' ')} (only --report)`);
  process.exit(2);
}
const scopes = args.filter((a) => !a.startsWith('-')).map((a) => resolve(a));
for (const scope of scopes) {
  if (scope !== SRC && !scope.startsWith(SRC + sep)) {
    console.error(`check-sizes: ${relative(root, scope)} is not under apps/api/src`);
    process.exit(2);
  }
}

/** posix path relative to the repository, as printed. */
const shown = (file) => relative(root, file).split(sep).join('/');
const where = scopes.length > 0 ? scopes.map(shown).join(', ') : 'apps/api/src';

/** Why a whole file is not checked, or null. */
function fileExemption(file) {
  const rel = relative(SRC, file).split(sep).join('/');
  if (rel.startsWith('db/seed/')) return 'seed data';
  if (rel.startsWith('db/migrations/')) return 'migration';
  if (rel.endsWith('.test.ts')) return 'test';
  return null;
}

function* tsFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield path;
  }
}

function* filesInScope() {
  if (scopes.length === 0) {
    yield* tsFiles(SRC);
    return;
  }
  for (const scope of scopes) {
    if (statSync(scope).isDirectory()) yield* tsFiles(scope);
    else yield scope;
  }
}

const isServiceFile = (file) => {
  const parts = relative(SRC, file).split(sep);
  const base = parts.at(-1);
  return /^service.*\.ts$/.test(base) || parts.slice(0, -1).includes('services');
};

const isRoutesFile = (file) => /^routes(-.*)?\.ts$/.test(file.split(sep).at(-1));

const ROUTE_METHODS = new Set([
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'head',
  'options',
  'all',
  'route',
]);

/** `app.post('/api/…', …)` or `app.route({ … })`: one entry of a route table. */
const isRouteCall = (node) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ROUTE_METHODS.has(node.expression.name.text) &&
  node.arguments.length > 0 &&
  (ts.isStringLiteralLike(node.arguments[0]) ||
    ts.isTemplateExpression(node.arguments[0]) ||
    ts.isObjectLiteralExpression(node.arguments[0]));

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** A readable name: the declared one, the variable or property it is assigned to, or the call it is passed to. */
function nameOf(node, sf) {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText(sf);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(sf);
  }
  if (ts.isPropertyDeclaration(parent)) return parent.name.getText(sf);
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(sf).replace(/\s+/g, '');
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? ` ${first.text}` : '';
    return `(callback of ${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee}${label})`;
  }
  return '(anonymous)';
}

/**
 * A route table: a function that registers routes itself (not through a nested function), or
 * one that returns such a function (a table built for a prefix: `accountRoutes(base, role)`).
 */
function isRouteTable(fn) {
  let registers = false;
  let returnsTable = false;
  const walk = (node) => {
    if (registers || returnsTable || (node !== fn && isFunction(node))) return;
    if (isRouteCall(node)) registers = true;
    else if (ts.isReturnStatement(node) && node.expression && isFunction(node.expression)) {
      returnsTable = isRouteTable(node.expression);
    } else ts.forEachChild(node, walk);
  };
  ts.forEachChild(fn, walk);
  if (ts.isArrowFunction(fn) && isFunction(fn.body)) return isRouteTable(fn.body);
  return registers || returnsTable;
}

const lineOf = (sf, pos) => sf.getLineAndCharacterOfPosition(pos).line + 1;

/** Every item over its limit in one file: { path, line, name, length, limit, exempt }. */
function measure(file) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const wholeFile = fileExemption(file);
  const items = [];
  const lines = sf.getLineStarts().length - (text.endsWith('\n') ? 1 : 0);
  const fileLimit = isServiceFile(file) ? LIMITS.serviceFile : LIMITS.file;
  if (lines > fileLimit) {
    const kind = fileLimit === LIMITS.serviceFile ? 'service file' : 'file';
    items.push({ file, line: 1, name: kind, length: lines, limit: fileLimit, exempt: wholeFile });
  }
  const routes = isRoutesFile(file);
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const start = lineOf(sf, node.getStart(sf));
      const length = lineOf(sf, node.getEnd()) - start + 1;
      if (length > LIMITS.fn) {
        const exempt = wholeFile ?? (routes && isRouteTable(node) ? 'route table' : null);
        items.push({ file, line: start, name: nameOf(node, sf), length, limit: LIMITS.fn, exempt });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return items;
}

const format = (i) =>
  `${shown(i.file)}:${i.line} ${i.name} ${i.length} lines (limit ${i.limit})` +
  (i.exempt ? ` [exempt: ${i.exempt}]` : '');

const all = [];
for (const file of filesInScope()) all.push(...measure(file));
all.sort((a, b) => shown(a.file).localeCompare(shown(b.file)) || a.line - b.line);
const violations = all.filter((i) => !i.exempt);

if (report) {
  for (const item of all) console.log(format(item));
  const perArea = new Map();
  for (const v of violations) {
    const rel = relative(SRC, v.file).split(sep);
    const area = rel[0] === 'modules' ? `modules/${rel[1]}` : rel[0];
    perArea.set(area, (perArea.get(area) ?? 0) + 1);
  }
  console.log(`\n${violations.length} violation(s), ${all.length - violations.length} exempt`);
  for (const [area, count] of [...perArea].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${area}: ${count}`);
  }
  process.exit(0);
}

for (const v of violations) console.log(format(v));
if (violations.length > 0) {
  console.error(
    `\ncheck-sizes: ${violations.length} violation(s) in ${where} ` +
      `(service files ≤ ${LIMITS.serviceFile} lines, files ≤ ${LIMITS.file}, functions ≤ ${LIMITS.fn})`,
  );
  process.exit(1);
}
console.log(`check-sizes: ${where} within the size limits`);
