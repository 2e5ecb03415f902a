import type { ToolActivityDetail } from '../../tools/toolbox.js';
import { listAnd } from '../phrases.js';
import { call, noActivities, scope, type Scene } from '../scene.js';

// The answers about the people around the plan: the providers (policies, seats, contact),
// the friends who joined and the specialist.

async function details(s: Scene): Promise<ToolActivityDetail[]> {
  const acts = scope(s);
  const out: ToolActivityDetail[] = [];
  for (const a of acts.slice(0, 6)) {
    const d = await call<ToolActivityDetail>(s.tools, 'get_activity', {
      activity_id: a.activity_id,
      itinerary_id: a.itinerary_id,
    });
    if (d) out.push(d);
  }
  return out;
}

export async function cancellation(s: Scene): Promise<string[]> {
  const ds = await details(s);
  if (ds.length === 0) return [noActivities(s)];
  // One policy per camp: providers share theirs across activities.
  const byProvider = new Map<string, { names: string[]; policy: string }>();
  for (const d of ds) {
    const e = byProvider.get(d.provider_name) ?? {
      names: [],
      policy: d.provider_text.cancellation_policy,
    };
    e.names.push(d.name);
    byProvider.set(d.provider_name, e);
  }
  return [...byProvider].map(
    ([provider, e]) =>
      `${provider}’s cancellation policy (for ${listAnd(e.names)}), in the camp’s words: “${e.policy}”`,
  );
}

export function seats(s: Scene): string[] {
  const acts = scope(s);
  if (acts.length === 0) return [noActivities(s)];
  return acts
    .slice(0, 6)
    .map((a) =>
      a.seats_left === null
        ? `${a.name} has no seat limit.`
        : `${a.name}: ${a.seats_left} of ${a.seats_total} seats left${a.seats_left === 0 ? ' (full)' : ''}.`,
    );
}

export async function friends(s: Scene): Promise<string[]> {
  const r = await s.tools.call('friends_joined', { itinerary_id: s.focus.id });
  if (!r.ok) return [`I can’t tell you that: ${r.error}`];
  const list = (r.data as { friends: { name: string; shared_activities: string[] }[] }).friends;
  if (list.length === 0) return ['No friend has joined this itinerary yet.'];
  return [
    `${list.length === 1 ? 'One friend has' : `${list.length} friends have`} joined: ${listAnd(list.map((f) => f.name))}.`,
    ...list.map((f) => `• ${f.name}: ${listAnd(f.shared_activities) || 'no activities shared'}`),
  ];
}

interface SpecialistData {
  specialist_name: string | null;
  itinerary_message: { quoted: string } | null;
  change_requests: { activity: string; answered: boolean }[];
  chat_answers: { said: { quoted: string }; at: string }[];
}

export async function specialist(s: Scene): Promise<string[]> {
  const r = await s.tools.call('specialist_messages', { itinerary_id: s.focus.id });
  if (!r.ok) return [`I can’t tell you that: ${r.error}`];
  const d = r.data as SpecialistData;
  const who = d.specialist_name ?? 'Your specialist';
  const lines: string[] = [];
  if (d.itinerary_message)
    lines.push(`${who} wrote on the itinerary: “${d.itinerary_message.quoted}”`);
  const last = d.chat_answers.at(-1);
  if (last) lines.push(`${who}’s latest answer in this chat: “${last.said.quoted}”`);
  if (d.change_requests.length) {
    const open = d.change_requests.filter((c) => !c.answered);
    const done = d.change_requests.filter((c) => c.answered);
    if (done.length)
      lines.push(
        `${who} answered your change request${done.length > 1 ? 's' : ''} about ${listAnd(done.map((c) => c.activity))}.`,
      );
    if (open.length)
      lines.push(
        `Your change request${open.length > 1 ? 's' : ''} about ${listAnd(open.map((c) => c.activity))} ${open.length > 1 ? 'are' : 'is'} still waiting for an answer.`,
      );
  }
  if (lines.length === 0) {
    return [
      `${d.specialist_name ?? 'Your specialist'} has not written anything about this itinerary yet.`,
    ];
  }
  return lines;
}

export async function contact(s: Scene): Promise<string[]> {
  const ds = await details(s);
  if (ds.length === 0) return [noActivities(s)];
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const d of ds) {
    if (seen.has(d.provider_name)) continue;
    seen.add(d.provider_name);
    const c = d.provider_contact;
    lines.push(
      `${d.provider_name} (${d.name}): ${c.phone ? `phone ${c.phone}, ` : ''}e-mail ${c.email}, website ${c.website}.`,
    );
  }
  return lines;
}
