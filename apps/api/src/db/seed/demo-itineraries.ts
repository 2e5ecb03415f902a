import type { ItineraryStatus, OrderStatus } from '@camp/shared/enums';
import type { Tx } from '../client.js';
import { packages } from '../schema/packages.js';
import { insertDemoParent } from './demo-parents.js';
import * as commerceRepo from '../../data/commerce/repository.js';
import * as familiesRepo from '../../data/families/repository.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';

/**
 * Families waiting in the specialists' queue, so the dashboard has every tab filled: new ones
 * paid and not (no order, a pending one), some past the service targets (decision 0021), and
 * some already taken by the demo specialist. `hoursAgo` is when the questionnaire was submitted.
 */
interface QueueFamily {
  slug: string;
  firstName: string;
  lastName: string;
  child: string;
  age: number;
  grade: number;
  status: ItineraryStatus;
  hoursAgo: number;
  order: { packageName: 'one_time' | 'monthly' | 'annually'; status: OrderStatus } | null;
  assigned: boolean;
}

export const DEMO_QUEUE: readonly QueueFamily[] = [
  {
    slug: 'walker',
    firstName: 'Erin',
    lastName: 'Walker',
    child: 'Ella',
    age: 8,
    grade: 3,
    status: 'draft',
    hoursAgo: 2,
    order: { packageName: 'monthly', status: 'paid' },
    assigned: false,
  },
  {
    slug: 'garcia',
    firstName: 'Luis',
    lastName: 'Garcia',
    child: 'Diego',
    age: 11,
    grade: 6,
    status: 'draft',
    hoursAgo: 96,
    order: { packageName: 'one_time', status: 'paid' },
    assigned: false,
  },
  {
    slug: 'thompson',
    firstName: 'Grace',
    lastName: 'Thompson',
    child: 'Owen',
    age: 6,
    grade: 1,
    status: 'draft',
    hoursAgo: 26,
    order: null,
    assigned: false,
  },
  {
    slug: 'ali',
    firstName: 'Samir',
    lastName: 'Ali',
    child: 'Leila',
    age: 13,
    grade: 8,
    status: 'draft',
    hoursAgo: 5,
    order: { packageName: 'annually', status: 'pending' },
    assigned: false,
  },
  {
    slug: 'chen',
    firstName: 'Wei',
    lastName: 'Chen',
    child: 'Lucy',
    age: 10,
    grade: 5,
    status: 'in_progress',
    hoursAgo: 120,
    order: { packageName: 'annually', status: 'paid' },
    assigned: true,
  },
  {
    slug: 'murphy',
    firstName: 'Kate',
    lastName: 'Murphy',
    child: 'Liam',
    age: 9,
    grade: 4,
    status: 'in_progress',
    hoursAgo: 1,
    order: { packageName: 'monthly', status: 'paid' },
    assigned: true,
  },
  {
    slug: 'rossi',
    firstName: 'Marco',
    lastName: 'Rossi',
    child: 'Giulia',
    age: 12,
    grade: 7,
    status: 'review',
    hoursAgo: 72,
    order: { packageName: 'monthly', status: 'paid' },
    assigned: true,
  },
  {
    slug: 'davis',
    firstName: 'Nia',
    lastName: 'Davis',
    child: 'Maya',
    age: 7,
    grade: 2,
    status: 'alternate_request',
    hoursAgo: 150,
    order: { packageName: 'monthly', status: 'paid' },
    assigned: true,
  },
  {
    slug: 'johnson',
    firstName: 'Ben',
    lastName: 'Johnson',
    child: 'Noah',
    age: 14,
    grade: 9,
    status: 'accepted',
    hoursAgo: 200,
    order: { packageName: 'one_time', status: 'paid' },
    assigned: true,
  },
  {
    slug: 'wilson',
    firstName: 'Amy',
    lastName: 'Wilson',
    child: 'Zoe',
    age: 5,
    grade: 0,
    status: 'canceled',
    hoursAgo: 300,
    order: null,
    assigned: false,
  },
  // More paid new families: each journey that plans an itinerary end to end takes one, and the
  // journeys of one Playwright worker (one product, one database) may all land together: nine
  // are enough for the seven that take one.
  {
    slug: 'moreau',
    firstName: 'Claire',
    lastName: 'Moreau',
    child: 'Mai',
    age: 9,
    grade: 4,
    status: 'draft',
    hoursAgo: 3,
    order: { packageName: 'monthly', status: 'paid' },
    assigned: false,
  },
  {
    slug: 'kowalski',
    firstName: 'Anna',
    lastName: 'Kowalski',
    child: 'Ada',
    age: 10,
    grade: 5,
    status: 'draft',
    hoursAgo: 7,
    order: { packageName: 'one_time', status: 'paid' },
    assigned: false,
  },
  {
    slug: 'silva',
    firstName: 'Rafael',
    lastName: 'Silva',
    child: 'Marco',
    age: 7,
    grade: 2,
    status: 'draft',
    hoursAgo: 12,
    order: { packageName: 'annually', status: 'paid' },
    assigned: false,
  },
  {
    slug: 'novak',
    firstName: 'Petra',
    lastName: 'Novak',
    child: 'Lena',
    age: 9,
    grade: 4,
    status: 'draft',
    hoursAgo: 1,
    order: { packageName: 'monthly', status: 'paid' },
    assigned: false,
  },
  {
    slug: 'haddad',
    firstName: 'Omar',
    lastName: 'Haddad',
    child: 'Sami',
    age: 10,
    grade: 5,
    status: 'draft',
    hoursAgo: 4,
    order: { packageName: 'one_time', status: 'paid' },
    assigned: false,
  },
  {
    slug: 'osei',
    firstName: 'Ama',
    lastName: 'Osei',
    child: 'Kofi',
    age: 8,
    grade: 3,
    status: 'draft',
    hoursAgo: 9,
    order: { packageName: 'annually', status: 'paid' },
    assigned: false,
  },
  {
    slug: 'lindqvist',
    firstName: 'Ingrid',
    lastName: 'Lindqvist',
    child: 'Nils',
    age: 7,
    grade: 2,
    status: 'draft',
    hoursAgo: 15,
    order: { packageName: 'monthly', status: 'paid' },
    assigned: false,
  },
  // More plans the demo specialist has started, still empty: the payment journeys (checkout,
  // expiry, payment plan, refund, discounts, receipts) each plan and approve one of them, all six
  // perhaps on one worker's database: with Chen's and Murphy's, seven are left for them, six of
  // them on Premium (the discounts journey plans for a second child).
  {
    slug: 'nakamura',
    firstName: 'Yui',
    lastName: 'Nakamura',
    child: 'Ren',
    age: 11,
    grade: 6,
    status: 'in_progress',
    hoursAgo: 30,
    order: { packageName: 'monthly', status: 'paid' },
    assigned: true,
  },
  {
    slug: 'dubois',
    firstName: 'Luc',
    lastName: 'Dubois',
    child: 'Chloe',
    age: 8,
    grade: 3,
    status: 'in_progress',
    hoursAgo: 40,
    order: { packageName: 'annually', status: 'paid' },
    assigned: true,
  },
  {
    slug: 'okonkwo',
    firstName: 'Ngozi',
    lastName: 'Okonkwo',
    child: 'Tobi',
    age: 12,
    grade: 7,
    status: 'in_progress',
    hoursAgo: 50,
    order: { packageName: 'one_time', status: 'paid' },
    assigned: true,
  },
  {
    slug: 'fischer',
    firstName: 'Jonas',
    lastName: 'Fischer',
    child: 'Lea',
    age: 10,
    grade: 5,
    status: 'in_progress',
    hoursAgo: 60,
    order: { packageName: 'monthly', status: 'paid' },
    assigned: true,
  },
  {
    slug: 'moreno',
    firstName: 'Sofia',
    lastName: 'Moreno',
    child: 'Pablo',
    age: 9,
    grade: 4,
    status: 'in_progress',
    hoursAgo: 70,
    order: { packageName: 'monthly', status: 'paid' },
    assigned: true,
  },
];

const HOUR_MS = 3_600_000;
const SENT_STATUSES: readonly ItineraryStatus[] = ['review', 'alternate_request', 'accepted'];

export async function seedDemoQueue(
  tx: Tx,
  ids: { specialistId: number; emailDomain: string },
  now: Date,
): Promise<void> {
  for (const family of DEMO_QUEUE) {
    const submittedAt = new Date(now.getTime() - family.hoursAgo * HOUR_MS);
    const parentId = await insertDemoParent(tx, family, {
      emailDomain: ids.emailDomain,
      confirmedAt: submittedAt,
    });
    await seedPlan(tx, parentId, family, ids.specialistId, now);
  }
}

/**
 * The demo parent's own plan, so signing in as the demo parent shows a Premium account with a
 * child whose itinerary the demo specialist is building.
 */
export const DEMO_PARENT_PLAN: Omit<QueueFamily, 'slug' | 'firstName' | 'lastName'> = {
  child: 'Mia',
  age: 9,
  grade: 4,
  status: 'in_progress',
  hoursAgo: 5,
  order: { packageName: 'monthly', status: 'paid' },
  assigned: true,
};

/** A family's paid (or not) order, child, submitted questionnaire and itinerary. */
export async function seedPlan(
  tx: Tx,
  parentId: number,
  family: Omit<QueueFamily, 'slug' | 'firstName' | 'lastName'>,
  specialistId: number,
  now: Date,
): Promise<void> {
  const packageRows = await tx.select().from(packages);
  const packageId = new Map(packageRows.map((p) => [p.name, p]));
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const submittedAt = at(family.hoursAgo);
  if (family.order) {
    const pkg = packageId.get(family.order.packageName);
    if (!pkg) throw new Error(`package ${family.order.packageName} missing`);
    await commerceRepo.insertOrder(tx, {
      userId: parentId,
      packageId: pkg.id,
      status: family.order.status,
      amountCents: pkg.priceCents,
      oneTime: pkg.name === 'one_time',
      paidAt: family.order.status === 'paid' ? submittedAt : null,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    });
  }
  const childId = await familiesRepo.insertChild(tx, {
    parentId,
    firstName: family.child,
    age: family.age,
    risingGradeLevel: family.grade,
  });
  const questionnaire = await familiesRepo.insertQuestionnaire(tx, {
    parentId,
    childId,
    status: 'submitted',
    submittedAt,
    childFirstName: family.child,
    age: family.age,
    risingGradeLevel: family.grade,
    interests: ['Sports', 'Music'],
    campType: ['Day'],
    // Downtown Raleigh, where the demo catalog is: the search page measures distance from it.
    zipCode: '27601',
    latitude: 35.7796,
    longitude: -78.6382,
  });
  await itinerariesRepo.insertItinerary(tx, {
    parentId,
    childId,
    questionnaireId: questionnaire.id,
    specialistId: family.assigned ? specialistId : null,
    status: family.status,
    sentAt: SENT_STATUSES.includes(family.status) ? at(family.hoursAgo / 2) : null,
    acceptedAt: family.status === 'accepted' ? at(family.hoursAgo / 4) : null,
    canceledAt: family.status === 'canceled' ? at(family.hoursAgo / 2) : null,
    createdAt: submittedAt,
    updatedAt: submittedAt,
  });
}
