import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { insertDemoParent } from './demo-parents.js';
import * as catalogRepo from '../../data/catalog/repository.js';
import * as checkoutsRepo from '../../data/commerce/checkouts.js';
import * as commerceRepo from '../../data/commerce/repository.js';
import * as familiesRepo from '../../data/families/repository.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import * as placesRepo from '../../data/itineraries/cancellations.js';
import { activities } from '../schema/activities.js';
import { activityProviders } from '../schema/activity-providers.js';
import { packages } from '../schema/packages.js';

/**
 * Demo families whose children are enrolled (paid) in activities of the demo director's
 * programs, so the director's Orders page has real rows before parents can pay in the product.
 * Each child has a submitted questionnaire and an approved itinerary built by the demo
 * specialist. One family left its phone and address blank (the list shows 'not specified').
 * `orders` are indexes into the director's activities (program by program, in catalog order);
 * `daysAgo` is when the order was paid; `processed` whether the director has handled it.
 */
interface DemoFamily {
  slug: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  address: string | null;
  zipCode: string | null;
  latitude: number;
  longitude: number;
  children: {
    firstName: string;
    age: number;
    grade: number;
    orders: { activity: number; daysAgo: number; processed: boolean }[];
  }[];
}

export const DEMO_FAMILIES: readonly DemoFamily[] = [
  {
    slug: 'hernandez',
    firstName: 'Maria',
    lastName: 'Hernandez',
    phoneNumber: '+19195550141',
    address: '412 N Person St, Raleigh, NC',
    zipCode: '27601',
    latitude: 35.7849,
    longitude: -78.6329,
    children: [
      {
        firstName: 'Sofia',
        age: 9,
        grade: 4,
        orders: [
          { activity: 0, daysAgo: 1, processed: false },
          { activity: 27, daysAgo: 6, processed: true },
        ],
      },
      {
        firstName: 'Mateo',
        age: 6,
        grade: 1,
        orders: [{ activity: 3, daysAgo: 2, processed: false }],
      },
    ],
  },
  {
    slug: 'okafor',
    firstName: 'Emeka',
    lastName: 'Okafor',
    phoneNumber: '+19195550142',
    address: '1020 Ridge Rd, Raleigh, NC',
    zipCode: '27607',
    latitude: 35.8161,
    longitude: -78.6765,
    children: [
      {
        firstName: 'Adaeze',
        age: 12,
        grade: 7,
        orders: [{ activity: 5, daysAgo: 3, processed: false }],
      },
    ],
  },
  {
    slug: 'nguyen',
    firstName: 'Linh',
    lastName: 'Nguyen',
    phoneNumber: '+19195550143',
    address: '215 E Chatham St, Cary, NC',
    zipCode: '27511',
    latitude: 35.7877,
    longitude: -78.7776,
    children: [
      {
        firstName: 'Bao',
        age: 10,
        grade: 5,
        orders: [{ activity: 30, daysAgo: 4, processed: true }],
      },
      {
        firstName: 'Kim',
        age: 7,
        grade: 2,
        orders: [{ activity: 8, daysAgo: 9, processed: true }],
      },
    ],
  },
  {
    slug: 'brooks',
    firstName: 'Tanya',
    lastName: 'Brooks',
    phoneNumber: null,
    address: null,
    zipCode: null,
    latitude: 35.994,
    longitude: -78.8986,
    children: [
      {
        firstName: 'Jordan',
        age: 14,
        grade: 9,
        orders: [{ activity: 33, daysAgo: 5, processed: false }],
      },
    ],
  },
  {
    slug: 'patel',
    firstName: 'Ravi',
    lastName: 'Patel',
    phoneNumber: '+19195550145',
    address: '88 Weaver St, Carrboro, NC',
    zipCode: '27510',
    latitude: 35.9101,
    longitude: -79.0753,
    children: [
      {
        firstName: 'Anika',
        age: 8,
        grade: 3,
        orders: [{ activity: 11, daysAgo: 7, processed: false }],
      },
    ],
  },
];

export const DEMO_ORDER_COUNT = DEMO_FAMILIES.flatMap((f) => f.children).flatMap(
  (c) => c.orders,
).length;

const DAY_MS = 86_400_000;

/** A paid enrollment, for the payouts ledger's demo rows (demo-payouts.ts). */
export interface DemoSale {
  itineraryActivityId: number;
  grossCents: number;
  paidAt: Date;
}

export async function seedDemoOrders(
  tx: Tx,
  ids: { directorId: number; specialistId: number; emailDomain: string },
  now: Date,
): Promise<DemoSale[]> {
  const sales: DemoSale[] = [];
  const catalog = await tx
    .select({
      id: activities.id,
      priceCents: activities.priceCents,
      feeCents: activities.feeCents,
      startDate: activities.startDate,
      endDate: activities.endDate,
      location: activities.location,
    })
    .from(activities)
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .where(eq(activityProviders.directorId, ids.directorId))
    .orderBy(asc(activities.providerId), asc(activities.id))
    .limit(48);
  if (catalog.length === 0) throw new Error('the demo director has no activities');

  const plans = await tx.select().from(packages).orderBy(asc(packages.id));
  let payment = 0;
  for (const [n, family] of DEMO_FAMILIES.entries()) {
    const parentId = await insertDemoParent(tx, family, {
      emailDomain: ids.emailDomain,
      confirmedAt: now,
      phoneNumber: family.phoneNumber,
      address: family.address,
      zipCode: family.zipCode,
    });
    // Each family bought a package too, so the back office's payments list shows both kinds.
    const plan = plans[n % Math.max(1, plans.length)];
    if (plan)
      await commerceRepo.insertOrder(tx, {
        userId: parentId,
        packageId: plan.id,
        status: 'paid',
        amountCents: plan.priceCents,
        provider: 'local',
        providerPaymentId: `demo_order_${n + 1}`,
        paidAt: new Date(now.getTime() - (20 + n) * DAY_MS),
        oneTime: plan.name === 'one_time',
      });

    for (const kid of family.children) {
      const childId = await familiesRepo.insertChild(tx, {
        parentId: parentId,
        firstName: kid.firstName,
        age: kid.age,
        risingGradeLevel: kid.grade,
      });
      const chosen = kid.orders.map((o) => ({ ...o, act: catalog[o.activity % catalog.length]! }));
      const starts = chosen.map((c) => c.act.startDate).sort();
      const ends = chosen.map((c) => c.act.endDate).sort();
      const submittedAt = new Date(now.getTime() - 30 * DAY_MS);
      const questionnaire = await familiesRepo.insertQuestionnaire(tx, {
        parentId: parentId,
        childId,
        status: 'submitted',
        submittedAt,
        childFirstName: kid.firstName,
        age: kid.age,
        risingGradeLevel: kid.grade,
        interests: ['Sports', 'Arts & Crafts'],
        startDate: starts[0],
        endDate: ends[ends.length - 1],
        campType: ['Day'],
        distancePreferencesDayCamps: 15,
        addressStreet: family.address,
        zipCode: family.zipCode,
        latitude: family.latitude,
        longitude: family.longitude,
      });
      const approvedAt = new Date(now.getTime() - 12 * DAY_MS);
      const itinerary = await itinerariesRepo.insertItinerary(tx, {
        parentId: parentId,
        childId,
        questionnaireId: questionnaire.id,
        specialistId: ids.specialistId,
        status: 'approved',
        message: `Here is ${kid.firstName}'s summer plan. Enjoy!`,
        color: '#4CAF50',
        location: family.address,
        latitude: family.latitude,
        longitude: family.longitude,
        sentAt: new Date(now.getTime() - 20 * DAY_MS),
        acceptedAt: new Date(now.getTime() - 15 * DAY_MS),
        approvedAt,
      });
      for (const order of chosen) {
        payment += 1;
        const paid = await itinerariesRepo.insertItineraryActivity(tx, {
          itineraryId: itinerary.id,
          activityId: order.act.id,
          paymentStatus: 'paid',
          processed: order.processed,
          startDate: order.act.startDate,
          amountCents: order.act.priceCents + order.act.feeCents,
          paymentProvider: 'local',
          providerPaymentId: `demo_payment_${payment}`,
          paidById: parentId,
          // Minutes apart as well, so the newest-first order is stable.
          paidAt: new Date(now.getTime() - order.daysAgo * DAY_MS - payment * 60_000),
        });
        // Paid through a checkout of its own, as the built-in provider's would be: its payment
        // is named `<payment>:<place>` and the back office lists the checkout.
        await placesRepo.setProviderPaymentId(tx, paid.id, `demo_payment_${payment}:${paid.id}`);
        await checkoutsRepo.insertCheckout(
          tx,
          {
            token: `cs_demo_${payment}`,
            provider: 'local',
            providerPaymentId: `demo_payment_${payment}`,
            parentId,
            itineraryId: itinerary.id,
            status: 'complete',
            amountCents: paid.amountCents!,
            expiresAt: paid.paidAt!,
            completedAt: paid.paidAt!,
            createdAt: paid.paidAt!,
          },
          [
            {
              itineraryActivityId: paid.id,
              activityId: order.act.id,
              providerUserId: ids.directorId,
              amountCents: paid.amountCents!,
              listAmountCents: paid.amountCents!,
              held: false,
            },
          ],
        );
        // A paid place keeps its seat (decision 0062): count it, unless the catalog's random
        // seats already have the activity full (its reserved seats then cover the place).
        await catalogRepo.reserveSeat(tx, order.act.id);
        sales.push({
          itineraryActivityId: paid.id,
          grossCents: paid.amountCents!,
          paidAt: paid.paidAt!,
        });
      }
    }
  }
  return sales;
}
