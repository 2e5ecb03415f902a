import type { DbOrTx } from '../client.js';

/**
 * Reference data every installation needs (interests, skill developments, packages), inserted
 * idempotently at every start. Tables and lists are added with the domain schema.
 */
export async function seedReference(_db: DbOrTx): Promise<void> {
  // Filled in with the domain schema (interests, skill developments, packages).
}
