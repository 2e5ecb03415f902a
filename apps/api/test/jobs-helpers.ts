import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/context.js';

/** A job of graphile-worker's jobs table. */
export interface JobRow {
  id: string;
  task_identifier: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  locked_by: string | null;
  locked_at: Date | null;
  run_at: Date;
  key: string | null;
}

/** The job engine's jobs (waiting, running and parked; finished ones are deleted). */
export async function jobsOf(db: AppContext['db'], task?: string): Promise<JobRow[]> {
  // The public view leaves the payload out; the table behind it has it.
  const result = (await db.execute(
    sql`select j.id, t.identifier as task_identifier, j.payload, j.attempts, j.max_attempts,
          j.last_error, j.locked_by, j.locked_at, j.run_at, j.key
        from graphile_worker._private_jobs j
        join graphile_worker._private_tasks t on t.id = j.task_id
        where ${task ?? null}::text is null or t.identifier = ${task ?? null}::text
        order by j.id`,
  )) as unknown as { rows: JobRow[] };
  return result.rows;
}

/**
 * Brings every waiting retry forward to now (the engine's backoff runs on the database's clock,
 * which tests cannot move). Parked jobs (attempts used up) stay parked.
 */
export async function makeJobsDue(db: AppContext['db']): Promise<void> {
  await db.execute(
    sql`select graphile_worker.reschedule_jobs(
          array(select id from graphile_worker.jobs
                where locked_at is null and attempts < max_attempts),
          run_at => now())`,
  );
}

/**
 * Marks every job as taken by worker `workerId` `ago` milliseconds ago, as a worker that took
 * them and was then killed leaves them (its attempt counted, its lock never released).
 */
export async function lockJobsAs(db: AppContext['db'], workerId: string, agoMs = 0): Promise<void> {
  await db.execute(
    sql`update graphile_worker._private_jobs
        set locked_by = ${workerId}, locked_at = now() - ${agoMs} * interval '1 millisecond',
            attempts = attempts + 1
        where locked_at is null`,
  );
}

/** Moves the locks of `workerId`'s jobs `agoMs` further into the past. */
export async function ageLocks(
  db: AppContext['db'],
  workerId: string,
  agoMs: number,
): Promise<void> {
  await db.execute(
    sql`update graphile_worker._private_jobs
        set locked_at = locked_at - ${agoMs} * interval '1 millisecond'
        where locked_by = ${workerId}`,
  );
}

/** Deletes every job (a test's clean slate; the rows they were for are deleted by the test). */
export async function clearJobs(db: AppContext['db']): Promise<void> {
  await db.execute(sql`delete from graphile_worker._private_jobs`);
}
