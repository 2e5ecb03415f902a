import { eq } from 'drizzle-orm';
import type { OrderStatus, PackageType } from '@camp/shared/enums';
import { activities } from '../src/db/schema/activities.js';
import { children } from '../src/db/schema/children.js';
import { itineraries } from '../src/db/schema/itineraries.js';
import { itineraryActivities } from '../src/db/schema/itinerary-activities.js';
import { orders } from '../src/db/schema/orders.js';
import { packages } from '../src/db/schema/packages.js';
import { questionnaires } from '../src/db/schema/questionnaires.js';
import { generateSku } from '../src/lib/sku.js';
import type { TestApp } from './test-app.js';
import { makeUser } from './auth/helpers.js';

/*
 * Rows straight in the database for tests whose endpoint only reads them (the endpoints that
 * create them have their own tests). Users: makeUser (auth/helpers.ts); programs: makeProgram
 * (director-activities/helpers.ts).
 */

let activitySeq = 0;

/** A week of day camp in June 2027 with 10 seats, all free. */
export async function makeActivity(
  t: TestApp,
  providerId: number,
  overrides: Partial<typeof activities.$inferInsert> = {},
) {
  activitySeq += 1;
  const [row] = await t.db
    .insert(activities)
    .values({
      providerId,
      name: `Activity ${activitySeq}`,
      url: 'https://camp.example/a',
      priceCents: 25_000,
      startDate: '2027-06-14',
      endDate: '2027-06-18',
      startTime: '09:00',
      endTime: '15:00',
      sku: generateSku(providerId),
      campType: 'Day',
      mediaLink: 'https://camp.example/a.jpg',
      location: '1 Main St, Raleigh, NC 27601',
      totalSeats: 10,
      reservedSeats: 0,
      ...overrides,
    })
    .returning();
  return row!;
}

export interface QuestionnaireOptions {
  /** Over Riley, 9, rising 4th grader; null: a questionnaire without a child row. */
  child?: Partial<typeof children.$inferInsert> | null;
  /** Over a questionnaire submitted now about the child, into sports. */
  questionnaire?: Partial<typeof questionnaires.$inferInsert>;
}

/** A parent's child and submitted questionnaire. */
export async function makeQuestionnaire(
  t: TestApp,
  parentId: number,
  opts: QuestionnaireOptions = {},
) {
  const [child] =
    opts.child === null
      ? [undefined]
      : await t.db
          .insert(children)
          .values({ parentId, firstName: 'Riley', age: 9, risingGradeLevel: 4, ...opts.child })
          .returning();
  const [questionnaire] = await t.db
    .insert(questionnaires)
    .values({
      parentId,
      childId: child?.id ?? null,
      status: 'submitted',
      submittedAt: t.ctx.now(),
      childFirstName: child?.firstName ?? null,
      age: child?.age ?? null,
      interests: ['Sports'],
      ...opts.questionnaire,
    })
    .returning();
  return { child, questionnaire: questionnaire! };
}

export interface FamilyOptions extends QuestionnaireOptions {
  parentName?: string;
  /** Over a draft itinerary of the questionnaire, nobody assigned. */
  itinerary?: Partial<typeof itineraries.$inferInsert>;
}

/** A new parent (Jamie Fox) with a child, a submitted questionnaire and its itinerary. */
export async function makeFamily(t: TestApp, opts: FamilyOptions = {}) {
  const parent = await makeUser(t, { role: 'Parent', name: opts.parentName ?? 'Jamie Fox' });
  const { child, questionnaire } = await makeQuestionnaire(t, parent.id, opts);
  const [itinerary] = await t.db
    .insert(itineraries)
    .values({
      parentId: parent.id,
      childId: child?.id ?? null,
      questionnaireId: questionnaire.id,
      status: 'draft',
      ...opts.itinerary,
    })
    .returning();
  return { parent, child, questionnaire, itinerary: itinerary! };
}

/**
 * An activity on an itinerary. With `paidBy`, a paid enrollment of $275 paid now (a director's
 * order); otherwise bookable.
 */
export async function makeItineraryActivity(
  t: TestApp,
  values: typeof itineraryActivities.$inferInsert & { paidBy?: number },
) {
  const { paidBy, ...rest } = values;
  const paid =
    paidBy === undefined
      ? {}
      : {
          paymentStatus: 'paid' as const,
          amountCents: 27_500,
          paidAt: t.ctx.now(),
          paidById: paidBy,
        };
  const [row] = await t.db
    .insert(itineraryActivities)
    .values({ ...paid, ...rest })
    .returning();
  return row!;
}

/** An order of the package type for the parent (the newest one). */
export async function giveOrder(
  t: TestApp,
  userId: number,
  packageType: PackageType,
  status: OrderStatus,
  paidAt: Date | null = null,
): Promise<void> {
  const [pkg] = await t.db.select().from(packages).where(eq(packages.packageType, packageType));
  await t.db
    .insert(orders)
    .values({ userId, packageId: pkg!.id, status, amountCents: pkg!.priceCents, paidAt });
}
