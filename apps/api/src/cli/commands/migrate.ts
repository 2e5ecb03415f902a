import { describeDb, openCliDb } from '../run.js';

/** `migrate`: apply committed migrations and reference data (safe to run twice). */
export async function migrateCommand(): Promise<void> {
  const handle = await openCliDb();
  try {
    console.log(`Database is up to date: ${describeDb(handle)}`);
  } finally {
    await handle.close();
  }
}
