import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../../db/client.js';

// The catalog search's statements, built as text and values and run on the app's pool.

export function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }.
  return (result as { rows: T[] }).rows;
}

// ---- running statements built as text ---------------------------------------------------------

/**
 * A statement built as text and values. The search's statements are built here rather than
 * with Drizzle's `sql` template: compiling their ~150 template chunks took more of the API's
 * time than PostgreSQL took to run them (docs/decisions/0019-catalog-search.md).
 */
export class Statement {
  readonly values: unknown[] = [];
  text = '';
  /**
   * Run as a named prepared statement: its text has one shape whatever the values, and its
   * generic plan is as good as a custom one, so PostgreSQL stops planning it after a few runs.
   */
  prepared = false;

  /** A placeholder for `value` (with a cast when the type must be explicit). */
  param(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }

  /** The statement's name when prepared (node-postgres keeps one per name per connection). */
  get name(): string {
    let name = statementNames.get(this.text);
    if (name === undefined) {
      name = `catalog_${createHash('sha1').update(this.text).digest('hex').slice(0, 16)}`;
      // Prepared texts have a few shapes; the bound only guards against a bug making many.
      if (statementNames.size >= 1000) statementNames.clear();
      statementNames.set(this.text, name);
    }
    return name;
  }
}

/** Prepared statements' names by text: hashing a 6 KB text on every search is not free. */
const statementNames = new Map<string, string>();

/** Runs a Statement on the app's database (a node-postgres pool, or a single client). */
export async function run<T>(db: Db, statement: Statement): Promise<T[]> {
  // Drizzle's node-postgres database carries its driver client as `$client`.
  const client = '$client' in db ? db.$client : undefined;
  const { text, values } = statement;
  if (client instanceof pg.Pool) {
    const config = statement.prepared ? { name: statement.name, text, values } : { text, values };
    return (await client.query(config)).rows as T[];
  }
  return (await (client as StatementClient).query<T>(text, values)).rows;
}

interface StatementClient {
  query<T>(text: string, values: unknown[]): Promise<{ rows: T[] }>;
}
