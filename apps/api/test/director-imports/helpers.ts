import { crc32, deflateRawSync } from 'node:zlib';
import { asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { activities } from '../../src/db/schema/activities.js';
import { activityInterests } from '../../src/db/schema/activity-interests.js';
import { activitySkillDevelopments } from '../../src/db/schema/activity-skill-developments.js';
import type { TestApp } from '../test-app.js';
import { call, freshIp } from '../auth/helpers.js';

export const TEMPLATE_PATH = '/api/v1/camp_directors/download_templates/activities';
export const importPath = (programId: number | string) =>
  `/api/v1/camp_directors/activity_providers/${programId}/imports`;

// The same director and program fixtures as the activities tests.
export {
  makeDirector,
  makeProgram,
  PROGRAM_LOCATION,
  type Director,
} from '../director-activities/helpers.js';

/** A multipart/form-data body with one file part. */
export function multipart(
  file: Buffer,
  opts: { filename?: string; field?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----camp${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'activities.xlsx'}"\r\n` +
    `Content-Type: ${opts.contentType ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  t: TestApp,
  programId: number | string,
  file: Buffer,
  opts: { token?: string; filename?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(file, { filename: opts.filename });
  return t.app.inject({
    method: 'POST',
    url: importPath(programId),
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    remoteAddress: freshIp(),
  });
}

/** The template as served by the API, loaded for filling in. */
export async function loadTemplate(t: TestApp): Promise<ExcelJS.Workbook> {
  const res = await call(t, 'GET', TEMPLATE_PATH);
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return wb;
}

export type RowValues = Record<string, ExcelJS.CellValue>;

/** The template's example row, keyed by header. */
export function exampleRow(wb: ExcelJS.Workbook): RowValues {
  const sheet = wb.getWorksheet('Activities')!;
  const values: RowValues = {};
  sheet.getRow(1).eachCell((cell, col) => {
    values[String(cell.value)] = sheet.getRow(2).getCell(col).value;
  });
  return values;
}

/**
 * The template with its example row replaced by `rows` (keyed by header; missing headers left
 * empty), as .xlsx bytes.
 */
export async function fillTemplate(wb: ExcelJS.Workbook, rows: RowValues[]): Promise<Buffer> {
  const sheet = wb.getWorksheet('Activities')!;
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => columns.set(String(cell.value), col));
  sheet.spliceRows(2, 1);
  rows.forEach((values, i) => {
    const row = sheet.getRow(2 + i);
    for (const [header, value] of Object.entries(values)) {
      if (value === undefined) continue;
      const col = columns.get(header);
      if (col === undefined) throw new Error(`no column ${header}`);
      row.getCell(col).value = value;
    }
    row.commit();
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function activitiesOf(t: TestApp, programId: number) {
  const rows = await t.db
    .select()
    .from(activities)
    .where(eq(activities.providerId, programId))
    .orderBy(asc(activities.id));
  const ids = rows.map((r) => r.id);
  const interestLinks = ids.length
    ? await t.db.select().from(activityInterests).where(inArray(activityInterests.activityId, ids))
    : [];
  const skillLinks = ids.length
    ? await t.db
        .select()
        .from(activitySkillDevelopments)
        .where(inArray(activitySkillDevelopments.activityId, ids))
    : [];
  return rows.map((r) => ({
    ...r,
    interestIds: interestLinks.filter((l) => l.activityId === r.id).map((l) => l.interestId),
    skillIds: skillLinks.filter((l) => l.activityId === r.id).map((l) => l.skillDevelopmentId),
  }));
}

export async function countAllActivities(t: TestApp): Promise<number> {
  return (await t.db.select({ id: activities.id }).from(activities)).length;
}

// ---- hand-made ZIP archives (for the content and decompression-bomb checks) ---------------

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate (default) or store. */
  method?: 0 | 8;
  /** Already-compressed bytes to write instead of compressing `data`. */
  compressed?: Buffer;
  /** Sizes to declare instead of the real ones (a lying archive). */
  declaredSize?: number;
}

/** A ZIP archive built by hand, so a test can make it lie about its sizes. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const method = e.method ?? 8;
    const body = e.compressed ?? (method === 8 ? deflateRawSync(e.data) : e.data);
    const name = Buffer.from(e.name);
    const size = e.declaredSize ?? e.data.length;
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

/** The two parts every workbook has, so a ZIP passes the "is it an .xlsx" test. */
export const WORKBOOK_PARTS: ZipEntry[] = [
  { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
];

export const undoPath = (importId: number | string) =>
  `/api/v1/camp_directors/imports/${importId}/undo`;
export const adminUndoPath = (importId: number | string) =>
  `/api/v1/admins/imports/${importId}/undo`;

/** Imports one activity per name (the template's example row renamed); the import's id. */
export async function importNamed(
  t: TestApp,
  programId: number,
  token: string,
  names: string[],
): Promise<number> {
  const wb = await loadTemplate(t);
  const example = exampleRow(wb);
  const file = await fillTemplate(
    wb,
    names.map((Name) => ({ ...example, Name })),
  );
  const res = await upload(t, programId, file, { token });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { import_id: number }).import_id;
}
