// Bulk activity import through the real HTTP endpoint: a 5,000-row .xlsx file made from the
// template the API serves, uploaded as multipart by a signed-in camp director. Target: under 5 s
// per import on PostgreSQL. Figures go to docs/benchmarks.md.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { CAMP_TYPES } from '@camp/shared/enums';
import type { DbHandle } from '../apps/api/src/db/client.js';
import { users } from '../apps/api/src/db/schema/users.js';
import { campDirectorProfiles } from '../apps/api/src/db/schema/camp-director-profiles.js';
import { activityProviders } from '../apps/api/src/db/schema/activity-providers.js';
import { activities } from '../apps/api/src/db/schema/activities.js';
import { hashPassword } from '../apps/api/src/lib/password.js';
import { measure, type LatencyResult } from './latency.js';

const ROWS = 5000;
const PASSWORD = 'bench-password-1';

/** A validated director with a ready payment account and one program; answers a session token. */
async function director(
  base: string,
  handle: DbHandle,
): Promise<{ token: string; programId: number }> {
  const db = handle.db;
  // A new director per run, so the benchmark can run again on the same database.
  const email = `bench-director-${Date.now()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      role: 'CampDirector',
      email,
      name: 'Bench Director',
      firstName: 'Bench',
      lastName: 'Director',
      passwordHash: await hashPassword(PASSWORD),
      confirmedAt: new Date(),
    })
    .returning({ id: users.id });
  await db
    .insert(campDirectorProfiles)
    .values({ userId: user!.id, registrationStatus: 'validated', paymentAccountStatus: 'ready' });
  const [program] = await db
    .insert(activityProviders)
    .values({
      directorId: user!.id,
      name: 'Bench Import Camp',
      email: 'camp@example.com',
      website: 'https://camp.example.com',
      address: '100 Main St',
      city: 'Raleigh',
      state: 'NC',
      zipCode: '27601',
      taxId: '12-3456789',
      cancellationPolicy: 'Full refund up to 30 days before.',
      latitude: 35.77,
      longitude: -78.64,
    })
    .returning({ id: activityProviders.id });
  const res = await fetch(`${base}/api/v1/camp_directors/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`director sign-in failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { token: string };
  return { token: session.token, programId: program!.id };
}

/** The served template, its example row repeated ROWS times with varied values. */
async function makeFile(base: string): Promise<Buffer> {
  const res = await fetch(`${base}/api/v1/camp_directors/download_templates/activities`);
  if (!res.ok) throw new Error(`template download failed: ${res.status}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
  const lists = wb.getWorksheet('Allowed values')!;
  const skillPairs: [string, string][] = [];
  lists.eachRow((row, n) => {
    const [interest, skill] = [row.getCell(4).value, row.getCell(5).value];
    if (n > 1 && typeof interest === 'string' && typeof skill === 'string') {
      skillPairs.push([interest, skill]);
    }
  });
  const sheet = wb.getWorksheet('Activities')!;
  const example = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1);
  const start = Date.UTC(2031, 5, 2);
  for (let i = 0; i < ROWS; i += 1) {
    const values = [...example];
    const [interest, skill] = skillPairs[i % skillPairs.length]!;
    const day = start + (i % 120) * 86_400_000;
    values[0] = `Bench Activity ${i + 1}`;
    values[1] = `https://camp.example.com/activities/${i + 1}`;
    values[2] = new Date(day);
    values[3] = new Date(day + (i % 7) * 86_400_000);
    values[4] = 100 + (i % 400);
    values[7] = CAMP_TYPES[i % CAMP_TYPES.length]!;
    values[20] = interest;
    values[21] = skill;
    sheet.getRow(2 + i).values = values;
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(file: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="activities.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function importBench(base: string, handle: DbHandle): Promise<LatencyResult[]> {
  const { token, programId } = await director(base, handle);
  const file = await makeFile(base);
  const { body, type } = multipart(file);
  console.log(`import file: ${ROWS} rows, ${(file.length / 1024).toFixed(0)} KB`);
  let failure = '';
  const result = await measure(
    `POST imports (${ROWS.toLocaleString('en-US')} rows)`,
    { requests: 5, concurrency: 1, warmup: 1 },
    async (i) => {
      const res = await fetch(
        `${base}/api/v1/camp_directors/activity_providers/${programId}/imports`,
        {
          method: 'POST',
          headers: {
            'content-type': type,
            authorization: `Bearer ${token}`,
            'x-forwarded-for': `10.8.1.${i % 250}`,
          },
          body,
        },
      );
      const text = await res.text();
      if (!res.ok) failure = `${res.status} ${text.slice(0, 300)}`;
      return res.status === 201 && (JSON.parse(text) as { count: number }).count === ROWS;
    },
  );
  if (failure) console.log(`import failed: ${failure}`);
  const stored = await handle.db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.providerId, programId));
  console.log(`activities stored in the program: ${stored.length} (6 imports × ${ROWS})`);
  return [result];
}
