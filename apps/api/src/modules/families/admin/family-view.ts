import type { FamilyDetails, FamilyExport, FamilySummary } from '@camp/shared/admin-families';
import type { PackageName, PackageType } from '@camp/shared/enums';
import type { UserRow } from '../../../data/accounts/repository.js';
import type { FamilyListRow, FamilyParts } from '../../../data/families/admin-reads.js';

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;
const displayName = (u: UserRow) => u.name || `${u.firstName} ${u.lastName}`.trim();

export function toSummary(row: FamilyListRow): FamilySummary {
  return {
    id: row.user.id,
    name: displayName(row.user),
    email: row.user.email,
    phone_number: row.user.phoneNumber,
    children: row.children,
    package: (row.packageName as PackageName | null) ?? null,
    created_at: row.user.createdAt.toISOString(),
    last_sign_in_at: iso(row.user.lastSignInAt),
  };
}

const PACKAGE_TYPE: Record<PackageName, PackageType> = {
  one_time: 'Basic',
  monthly: 'Premium',
  annually: 'Premium',
};

function toPlan(parts: FamilyParts): FamilyDetails['plan'] {
  // The plan is the latest order's unless the operator ended it.
  const latest = parts.orders[0];
  const current = latest && latest.order.endedAt === null ? latest : null;
  const sub = parts.subscription;
  return {
    package: current?.packageName ?? null,
    package_type: current ? PACKAGE_TYPE[current.packageName] : null,
    order_status: current?.order.status ?? null,
    subscription: sub
      ? {
          id: sub.subscription.id,
          package: sub.packageName,
          status: sub.subscription.status,
          provider: sub.subscription.provider,
          price_cents: sub.subscription.priceCents,
          current_period_end: sub.subscription.currentPeriodEnd.toISOString(),
          cancel_at_period_end: sub.subscription.cancelAtPeriodEnd,
          canceled_at: iso(sub.subscription.canceledAt),
        }
      : null,
  };
}

function toParent(user: UserRow): FamilyDetails['parent'] {
  return {
    id: user.id,
    name: displayName(user),
    email: user.email,
    phone_number: user.phoneNumber,
    address: user.address,
    zip_code: user.zipCode,
    confirmed: user.confirmedAt !== null,
    from_google: user.fromGoogle,
    created_at: user.createdAt.toISOString(),
    last_sign_in_at: iso(user.lastSignInAt),
    deactivated_at: iso(user.deactivatedAt),
  };
}

/** The family's own records: children, questionnaires (no health answers) and itineraries. */
function toFamilyRecords(parts: FamilyParts) {
  return {
    children: parts.children.map((c) => ({
      id: c.id,
      first_name: c.firstName,
      age: c.age,
      rising_grade_level: c.risingGradeLevel,
    })),
    questionnaires: parts.questionnaires.map((q) => ({
      id: q.id,
      child_first_name: q.childFirstName,
      status: q.status,
      submitted_at: iso(q.submittedAt),
      created_at: q.createdAt.toISOString(),
    })),
    itineraries: parts.itineraries.map((i) => ({
      id: i.id,
      child_name: i.childName,
      status: i.status,
      specialist_name: i.specialistName,
      created_at: i.createdAt.toISOString(),
      approved_at: iso(i.approvedAt),
    })),
  };
}

/** What the family paid and got back: plan orders, camps paid through us, refunds. */
function toMoney(parts: FamilyParts) {
  return {
    orders: parts.orders.map(({ order, packageName }) => ({
      id: order.id,
      package: packageName,
      status: order.status,
      amount_cents: order.amountCents,
      discount_cents: order.discountCents,
      provider: order.provider,
      paid_at: iso(order.paidAt),
      ended_at: iso(order.endedAt),
      created_at: order.createdAt.toISOString(),
    })),
    payments: parts.payments.map((p) => ({
      id: p.id,
      itinerary_id: p.itineraryId,
      activity_name: p.activityName,
      payment_status: p.paymentStatus,
      amount_cents: p.amountCents,
      provider: p.provider,
      paid_at: iso(p.paidAt),
      canceled_at: iso(p.canceledAt),
    })),
    refunds: parts.refunds.map((r) => ({
      id: r.id,
      activity_name: r.activityName,
      status: r.status,
      paid_cents: r.paidCents,
      refund_amount_cents: r.refundAmountCents,
      refunded_at: iso(r.refundedAt),
      created_at: r.createdAt.toISOString(),
    })),
  };
}

function toConversations(parts: FamilyParts) {
  return {
    messages: parts.messages.map((m) => ({
      id: m.id,
      itinerary_id: m.itineraryId,
      sender_role: m.senderRole,
      text: m.text,
      created_at: m.createdAt.toISOString(),
    })),
    change_requests: parts.changeRequests.map((c) => ({
      id: c.id,
      itinerary_id: c.itineraryId,
      activity_name: c.activityName,
      reason: c.reason,
      more_information: c.moreInformation,
      resolved_at: iso(c.resolvedAt),
      created_at: c.createdAt.toISOString(),
    })),
  };
}

export function toDetails(user: UserRow, parts: FamilyParts): FamilyDetails {
  return {
    parent: toParent(user),
    ...toFamilyRecords(parts),
    plan: toPlan(parts),
    ...toMoney(parts),
    ...toConversations(parts),
  };
}

/** The account's own fields for the export: never the password hash, tokens or Google's id. */
export function toAccount(user: UserRow): FamilyExport['account'] {
  return {
    id: user.id,
    role: user.role,
    email: user.email,
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    address: user.address,
    zip_code: user.zipCode,
    photo_url: user.photoUrl,
    from_google: user.fromGoogle,
    invited_to_itinerary: user.invitedToItinerary,
    confirmed_at: iso(user.confirmedAt),
    last_sign_in_at: iso(user.lastSignInAt),
    deactivated_at: iso(user.deactivatedAt),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
