// Build-time map of the app's addresses to the chunks their lazy routes load, so the server can
// name them in the page it sends (<link rel="modulepreload">): the browser then fetches a page's
// chunk beside the entry instead of after the entry has run and the router has matched.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { paths } from '../src/lib/paths.ts';

/** What the build writes beside index.html: for each route pattern, the files to preload. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** A React Router pattern, absolute ('/profile/itineraries', '/camp-director/program/:id'). */
  pattern: string;
  /** Paths under the site's root ('/assets/…js') of the route's chunks and their imports. */
  files: string[];
}

/** An ESTree node as the parser gives it; only the fields read below are named. */
interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node under `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') yield* walk(value);
  }
}

/** `expr` without TypeScript's `satisfies`, `as` and `!` around it. */
function unwrap(expr: unknown): Node | null {
  let node = isNode(expr) ? expr : null;
  while (node && /^TS(Satisfies|As|NonNull)Expression$/.test(node.type)) {
    node = isNode(node.expression) ? node.expression : null;
  }
  return node;
}

/** The value of `paths.a.b(.pattern)` or a string literal; null for anything else. */
function pathValue(expr: unknown): string | null {
  const node = unwrap(expr);
  if (!node) return null;
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : null;
  const names: string[] = [];
  let cursor: Node | null = node;
  while (cursor?.type === 'MemberExpression' && !cursor.computed) {
    names.unshift(String((cursor.property as Node).name));
    cursor = unwrap(cursor.object);
  }
  if (cursor?.type !== 'Identifier' || cursor.name !== 'paths') return null;
  let value: unknown = paths;
  for (const name of names) value = (value as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : null;
}

const property = (object: Node, name: string): unknown =>
  (object.properties as Node[]).find(
    (p) =>
      p.type === 'Property' &&
      (p.key as Node).type === 'Identifier' &&
      (p.key as Node).name === name,
  )?.value;

/** The modules (import specifiers) a route's `lazy` imports, directly or through a file's loader. */
function lazyImports(lazy: unknown, loaders: Map<string, string>): string[] {
  const specs: string[] = [];
  for (const node of walk(lazy)) {
    const source = node.type === 'ImportExpression' ? unwrap(node.source) : null;
    if (source?.type === 'Literal' && typeof source.value === 'string') specs.push(source.value);
    const callee = node.type === 'CallExpression' ? unwrap(node.callee) : null;
    const loader = callee?.type === 'Identifier' ? loaders.get(String(callee.name)) : undefined;
    if (loader) specs.push(loader);
  }
  return specs;
}

/** Joins a child route's path to its parent's as React Router does (absolute paths stand). */
function join(parent: string, child: string | null, index: boolean): string | null {
  if (index || child === null) return parent;
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/**
 * The lazy routes of one route table file: each route with an address and the modules its lazy
 * routes (its own and its layouts') import. Routes whose address is not a literal or a `paths`
 * entry are left out (they load as before, after the entry).
 */
export function routeModules(file: string): { pattern: string; modules: string[] }[] {
  const program = parseAst(readFileSync(file, 'utf8'), { lang: 'tsx' }) as unknown as Node;
  const dir = path.dirname(file);
  const resolve = (spec: string) =>
    ['.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((ext) => path.resolve(dir, spec) + ext)
      .find((candidate) => existsSync(candidate)) ?? path.resolve(dir, spec);
  // `const signIn = () => import('…')`: loaders a file's routes share.
  const loaders = new Map<string, string>();
  const tables: Node[] = [];
  for (const node of walk(program.body)) {
    if (node.type !== 'VariableDeclarator') continue;
    const init = unwrap(node.init);
    const body = init?.type === 'ArrowFunctionExpression' ? unwrap(init.body) : null;
    const source = body?.type === 'ImportExpression' ? unwrap(body.source) : null;
    if (source?.type === 'Literal' && (node.id as Node).type === 'Identifier') {
      loaders.set(String((node.id as Node).name), String(source.value));
    }
    if (init?.type === 'ArrayExpression') tables.push(init);
  }
  const found: { pattern: string; modules: string[] }[] = [];
  const visit = (routes: Node, parentPath: string, inherited: string[]) => {
    for (const element of routes.elements as unknown[]) {
      const route = unwrap(element);
      if (route?.type !== 'ObjectExpression') continue;
      const rawPath = property(route, 'path');
      const ownPath = rawPath === undefined ? null : pathValue(rawPath);
      if (rawPath !== undefined && ownPath === null) continue;
      const index = unwrap(property(route, 'index'))?.value === true;
      const fullPath = join(parentPath, ownPath, index);
      if (fullPath === null) continue;
      const modules = [...inherited, ...lazyImports(property(route, 'lazy'), loaders).map(resolve)];
      const children = unwrap(property(route, 'children'));
      if (children?.type === 'ArrayExpression') visit(children, fullPath, modules);
      else if ((ownPath !== null || index) && modules.length > 0) {
        found.push({ pattern: fullPath, modules });
      }
    }
  };
  // A table's routes are absolute or children of '/', whichever array they sit in; the table
  // itself is part of what its routes load when the router adds it on demand.
  for (const table of tables) visit(table, '/', [file]);
  return found;
}

/** A chunk of the bundle as far as this plugin reads it. */
interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * Writes route-preloads.json beside index.html: every lazy route of the route tables in
 * `routesDir` with the chunks its modules are in and what those import, less what index.html
 * already loads. The server adds them to the page it sends for an address (apps/api's web plugin).
 */
export function routePreloads(routesDir: string): Plugin {
  return {
    name: 'camp:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk') as ChunkInfo[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const queue = [...start];
        while (queue.length) {
          const file = queue.shift()!;
          if (seen.has(file)) continue;
          seen.add(file);
          queue.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const loadedByPage = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const chunkOf = (id: string) => chunks.find((c) => c.moduleIds.includes(id))?.fileName;
      const files = readdirSync(routesDir).filter((f) => /-routes\.tsx$/.test(f));
      const preloads: RoutePreload[] = [];
      for (const { pattern, modules } of files.flatMap((f) =>
        routeModules(path.join(routesDir, f)),
      )) {
        const start = modules.map(chunkOf).filter((f): f is string => f !== undefined);
        const needed = [...closure(start)].filter((f) => !loadedByPage.has(f));
        if (needed.length > 0) preloads.push({ pattern, files: needed.map((f) => `/${f}`) });
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
