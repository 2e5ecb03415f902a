/**
 * The back office's reads of a family (a parent account and what hangs from it): the families
 * list and one family's page. Queries only, across the tables other repositories write; nothing
 * here writes.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FamilyPackageFilter, FamilySort } from '@camp/shared/admin-families';
import { readAll, type DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { cancellationRequests } from '../../db/schema/cancellation-requests.js';
import { changeRequests } from '../../db/schema/change-requests.js';
import { chatMessages } from '../../db/schema/chat-messages.js';
import { children } from '../../db/schema/children.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { orders } from '../../db/schema/orders.js';
import { packages } from '../../db/schema/packages.js';
import { questionnaires } from '../../db/schema/questionnaires.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { users } from '../../db/schema/users.js';

export interface FamilyFilter {
  /** Part of the parent's name or e-mail, or of a child's first name (case-insensitive). */
  q?: string;
  package?: FamilyPackageFilter;
}

export interface FamilyPage {
  offset: number;
  limit: number;
  sort: FamilySort;
  order: 'asc' | 'desc';
}

/** A live parent account (an erased one is no family any more). */
const liveParent = and(eq(users.role, 'Parent'), isNull(users.deletedAt));

/** The parent's id, always qualified (a select on one table would leave it ambiguous). */
const parentIdColumn = sql.raw('"users"."id"');

/** The plan of the parent's latest order, null when none or when the operator ended it. */
const latestPackage = sql<string | null>`(
  SELECT CASE WHEN o.ended_at IS NULL THEN p.name::text END
  FROM ${orders} o JOIN ${packages} p ON p.id = o.package_id
  WHERE o.user_id = ${parentIdColumn}
  ORDER BY o.created_at DESC, o.id DESC
  LIMIT 1)`;

const childNames = sql<string[]>`coalesce((
  SELECT array_agg(c.first_name ORDER BY c.id) FROM ${children} c WHERE c.parent_id = ${parentIdColumn}
), '{}')`;

function where(filter: FamilyFilter): SQL | undefined {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    liveParent,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.name, pattern),
          sql`EXISTS (SELECT 1 FROM ${children} c WHERE c.parent_id = ${parentIdColumn} AND c.first_name ILIKE ${pattern})`,
        )
      : undefined,
    filter.package === undefined
      ? undefined
      : filter.package === 'none'
        ? sql`${latestPackage} IS NULL`
        : sql`${latestPackage} = ${filter.package}`,
  );
}

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  created_at: users.createdAt,
  last_sign_in_at: users.lastSignInAt,
} as const;

/** One page of families in the order asked (the id breaks ties). */
export function listFamilies(db: DbOrTx, filter: FamilyFilter, page: FamilyPage) {
  const direction = page.order === 'desc' ? desc : asc;
  const column = SORT_COLUMNS[page.sort];
  // Never signed in sorts last whichever the direction.
  const nulls = page.sort === 'last_sign_in_at' ? sql`${column} IS NULL` : undefined;
  return db
    .select({ user: users, children: childNames, packageName: latestPackage })
    .from(users)
    .where(where(filter))
    .orderBy(...(nulls ? [nulls] : []), direction(column), direction(users.id))
    .offset(page.offset)
    .limit(page.limit);
}
export type FamilyListRow = Awaited<ReturnType<typeof listFamilies>>[number];

export async function countFamilies(db: DbOrTx, filter: FamilyFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where(filter));
  return row?.n ?? 0;
}

/** The live parent account with this id, or null (anyone else is no family). */
export async function findFamilyParent(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), liveParent))
    .limit(1);
  return row ?? null;
}

function childrenOf(db: DbOrTx, parentId: number, limit: number) {
  return db
    .select()
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(asc(children.id))
    .limit(limit);
}

function questionnairesOf(db: DbOrTx, parentId: number, limit: number) {
  return db
    .select({
      id: questionnaires.id,
      childFirstName: questionnaires.childFirstName,
      status: questionnaires.status,
      submittedAt: questionnaires.submittedAt,
      createdAt: questionnaires.createdAt,
    })
    .from(questionnaires)
    .where(eq(questionnaires.parentId, parentId))
    .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id))
    .limit(limit);
}

function itinerariesOf(db: DbOrTx, parentId: number, limit: number) {
  const specialist = sql<
    string | null
  >`(SELECT s.name FROM ${users} s WHERE s.id = ${itineraries.specialistId})`;
  return db
    .select({
      id: itineraries.id,
      childName: children.firstName,
      status: itineraries.status,
      specialistName: specialist,
      createdAt: itineraries.createdAt,
      approvedAt: itineraries.approvedAt,
    })
    .from(itineraries)
    .leftJoin(children, eq(children.id, itineraries.childId))
    .where(eq(itineraries.parentId, parentId))
    .orderBy(desc(itineraries.createdAt), desc(itineraries.id))
    .limit(limit);
}

function ordersOf(db: DbOrTx, parentId: number, limit: number) {
  return db
    .select({ order: orders, packageName: packages.name })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(eq(orders.userId, parentId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

async function newestSubscriptionOf(db: DbOrTx, parentId: number) {
  const [row] = await db
    .select({ subscription: subscriptions, packageName: packages.name })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.userId, parentId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** The camps the family paid through us (enrollments with a payment date). */
function paymentsOf(db: DbOrTx, parentId: number, limit: number) {
  return db
    .select({
      id: itineraryActivities.id,
      itineraryId: itineraryActivities.itineraryId,
      activityName: activities.name,
      paymentStatus: itineraryActivities.paymentStatus,
      amountCents: itineraryActivities.amountCents,
      provider: itineraryActivities.paymentProvider,
      paidAt: itineraryActivities.paidAt,
      canceledAt: itineraryActivities.canceledAt,
    })
    .from(itineraryActivities)
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .where(and(eq(itineraries.parentId, parentId), isNotNull(itineraryActivities.paidAt)))
    .orderBy(desc(itineraryActivities.paidAt), desc(itineraryActivities.id))
    .limit(limit);
}

function refundsOf(db: DbOrTx, parentId: number, limit: number) {
  return db
    .select()
    .from(cancellationRequests)
    .where(eq(cancellationRequests.parentId, parentId))
    .orderBy(desc(cancellationRequests.createdAt), desc(cancellationRequests.id))
    .limit(limit);
}

function messagesOf(db: DbOrTx, parentId: number, limit: number) {
  return db
    .select({
      id: chatMessages.id,
      itineraryId: chatMessages.itineraryId,
      senderRole: chatMessages.senderRole,
      text: chatMessages.text,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.parentId, parentId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
}

function changeRequestsOf(db: DbOrTx, parentId: number, limit: number) {
  return db
    .select({
      id: changeRequests.id,
      itineraryId: changeRequests.itineraryId,
      activityName: activities.name,
      reason: changeRequests.reason,
      moreInformation: changeRequests.moreInformation,
      resolvedAt: changeRequests.resolvedAt,
      createdAt: changeRequests.createdAt,
    })
    .from(changeRequests)
    .innerJoin(itineraries, eq(itineraries.id, changeRequests.itineraryId))
    .leftJoin(activities, eq(activities.id, changeRequests.activityId))
    .where(eq(itineraries.parentId, parentId))
    .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id))
    .limit(limit);
}

/** Everything one family's page shows, each part newest first and at most `limit` rows. */
export async function familyParts(db: DbOrTx, parentId: number, limit: number) {
  const [kids, forms, plans, orderRows, subscription, payments, refunds, messages, changes] =
    await readAll(db, [
      () => childrenOf(db, parentId, limit),
      () => questionnairesOf(db, parentId, limit),
      () => itinerariesOf(db, parentId, limit),
      () => ordersOf(db, parentId, limit),
      () => newestSubscriptionOf(db, parentId),
      () => paymentsOf(db, parentId, limit),
      () => refundsOf(db, parentId, limit),
      () => messagesOf(db, parentId, limit),
      () => changeRequestsOf(db, parentId, limit),
    ]);
  return {
    children: kids,
    questionnaires: forms,
    itineraries: plans,
    orders: orderRows,
    subscription,
    payments,
    refunds,
    messages,
    changeRequests: changes,
  };
}
export type FamilyParts = Awaited<ReturnType<typeof familyParts>>;
