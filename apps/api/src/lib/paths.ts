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
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');
export const WEB_DIST_DIR = path.resolve(API_ROOT, '../web/dist');
export const TEMPLATES_DIR = path.join(API_ROOT, 'src/templates');
