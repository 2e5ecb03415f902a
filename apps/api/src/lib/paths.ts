import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The apps/api folder, found the same way from src/ (tsx) and from the dist/ bundle. */
function findApiRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (
      existsSync(pkg) &&
      (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@camp/api'
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/api not found above ${start}`);
    dir = parent;
  }
}

export const API_ROOT = findApiRoot(import.meta.dirname);
/** The repository's root folder (the npm workspace root, two levels above apps/api). */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
/** DATA_DIR when it is unset: `data` at the repository root, whichever folder a command runs in. */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');

/**
 * Where the data lives, as an absolute path. Unset (or empty): `data` at the repository root,
 * the same folder whichever way the product or a CLI command is started (`npm start` at the
 * root, `npm run seed` whose script runs in apps/api, `node apps/api/dist/server.js`). A
 * relative DATA_DIR is relative to the folder the command was typed in: npm runs a workspace's
 * scripts in that workspace's folder and says where it was invoked in INIT_CWD.
 */
export function resolveDataDir(value: string | undefined, env: NodeJS.ProcessEnv): string {
  if (!value) return DEFAULT_DATA_DIR;
  return path.resolve(env.INIT_CWD || process.cwd(), value);
}
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');
export const WEB_DIST_DIR = path.resolve(API_ROOT, '../web/dist');
export const TEMPLATES_DIR = path.join(API_ROOT, 'src/templates');
