import type { ToolActivity } from '../../tools/toolbox.js';
import { formatDay } from '../../tools/local-date.js';
import { BUILTIN_TEXT, dates, hours, money } from '../phrases.js';
import { call, noActivities, scope, whose, type Scene } from '../scene.js';

// The answers about the plan itself: what is on, when and where, the list, its status, its cost.

export async function schedule(s: Scene): Promise<string[]> {
  const range = s.range ?? { start: s.today, end: s.today, label: `today (${formatDay(s.today)})` };
  const args: Record<string, unknown> = { start_date: range.start, end_date: range.end };
  if (s.child) args.itinerary_id = s.focus.id;
  const data = await call<{ activities: ToolActivity[] }>(s.tools, 'calendar', args);
  if (!data) return [BUILTIN_TEXT.noAccess];
  let acts = data.activities;
  if (s.named.length)
    acts = acts.filter((a) => s.named.some((n) => n.activity_id === a.activity_id));
  if (acts.length === 0) return [`Nothing is planned ${range.label}.`];
  const head = `${range.label[0]!.toUpperCase()}${range.label.slice(1)}:`;
  return [
    head,
    ...acts.map(
      (a) =>
        `• ${a.name}${whose(a, s)}, ${hours(a)} at ${a.location}${range.start === range.end ? '' : `, ${dates(a)}`}.`,
    ),
  ];
}

export function whenWhere(s: Scene): string[] {
  let acts = scope(s);
  if (acts.length === 0) return [noActivities(s)];
  // 'When is the last camp over?' / 'what is the first camp?': one activity, not the list.
  if (!s.named.length && /\b(last|final)\b/.test(s.text)) {
    acts = [[...acts].sort((x, y) => x.end_date.localeCompare(y.end_date)).at(-1)!];
  } else if (!s.named.length && /\bfirst\b/.test(s.text)) {
    acts = [acts[0]!];
  }
  return acts
    .slice(0, 6)
    .map((a) => `${a.name}${whose(a, s)} runs ${dates(a)}, ${hours(a)}, at ${a.location}.`);
}

export async function cost(s: Scene): Promise<string[]> {
  if (s.named.length) {
    return s.named.map(
      (a) =>
        `${a.name} costs ${money(a.price)}${a.fee ? ` plus a ${money(a.fee)} fee, ${money(a.total)} in all` : ''}.`,
    );
  }
  const p = await call<{ total_cost: number; unpaid_total: number }>(s.tools, 'payments', {
    itinerary_id: s.focus.id,
  });
  if (!p) return [BUILTIN_TEXT.noAccess];
  const acts = scope(s);
  if (acts.length === 0) return [noActivities(s)];
  return [
    `${s.focus.child_name ? `${s.focus.child_name}’s itinerary` : 'The itinerary'} costs ${money(p.total_cost)} in all (${acts.length} ${acts.length === 1 ? 'activity' : 'activities'}, prices and fees included).`,
    ...acts.map((a) => `• ${a.name}: ${money(a.total)}`),
  ];
}

interface PaymentsData {
  total_cost: number;
  paid_total: number;
  unpaid_total: number;
  payable_online_now: number;
  unpaid: { activity_id: number; name: string; total: number; payment_status_label: string }[];
  paid: { activity_id: number; name: string; total: number }[];
}

export async function unpaid(s: Scene): Promise<string[]> {
  if (s.named.length) {
    return s.named.map((a) =>
      a.paid
        ? `${a.name} is paid.`
        : `${a.name} is not paid yet (${money(a.total)}; ${a.payment_status_label}).`,
    );
  }
  const p = await call<PaymentsData>(s.tools, 'payments', { itinerary_id: s.focus.id });
  if (!p) return [BUILTIN_TEXT.noAccess];
  if (p.unpaid.length === 0 && p.paid.length === 0) return [noActivities(s)];
  if (p.unpaid.length === 0) return [`Everything is paid: ${money(p.paid_total)} in all.`];
  const lines = [
    `Still unpaid: ${money(p.unpaid_total)} for ${p.unpaid.length} ${p.unpaid.length === 1 ? 'activity' : 'activities'}.`,
    ...p.unpaid.map((u) => `• ${u.name}: ${money(u.total)} (${u.payment_status_label})`),
  ];
  if (p.paid.length)
    lines.push(`Already paid: ${money(p.paid_total)}. Total cost: ${money(p.total_cost)}.`);
  if (p.payable_online_now > 0)
    lines.push(`${money(p.payable_online_now)} of it can be paid online now.`);
  return lines;
}

export function list(s: Scene): string[] {
  const acts = scope(s);
  if (acts.length === 0) return [noActivities(s)];
  const who = s.focus.child_name ? `${s.focus.child_name}’s itinerary` : 'The itinerary';
  return [
    `${who} has ${acts.length} ${acts.length === 1 ? 'activity' : 'activities'}:`,
    ...acts.map((a) => `• ${a.name} (${a.provider_name}), ${dates(a)}, ${hours(a)}.`),
  ];
}

const STATUS_WORDS: Record<string, string> = {
  draft: 'is waiting for a specialist to start on it',
  in_progress: 'is being built by your specialist',
  review: 'is ready for your review',
  alternate_request: 'has change requests waiting for your specialist',
  accepted: 'is accepted and waiting for your specialist’s approval',
  approved: 'is approved',
  canceled: 'was canceled',
};

export function status(s: Scene): string[] {
  const who = s.focus.child_name ? `${s.focus.child_name}’s itinerary` : 'The itinerary';
  return [`${who} ${STATUS_WORDS[s.focus.status] ?? `is ${s.focus.status}`}.`];
}
