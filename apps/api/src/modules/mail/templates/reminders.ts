import { z } from 'zod';
import { defineTemplate, nameAndUrl, webUrl } from './define.js';
import { greeting } from './layout.js';

const line = z.string().max(500);

interface WaiverFacts {
  provider: string;
  child?: string | undefined;
  waiver_url?: string | undefined;
  waiver_signed_on?: string | undefined;
  waiver_sign_url?: string | undefined;
  waiver_required?: boolean | undefined;
}

/**
 * The waiver's line: the program's waiver in the app, signed (on which day) or not yet (with
 * where to sign it); else the program's waiver form link; else no waiver.
 */
function waiverLine(d: WaiverFacts): string {
  const whose = d.child ? ` for ${d.child}` : '';
  if (d.waiver_signed_on) return `Waiver: signed${whose} on ${d.waiver_signed_on}.`;
  if (d.waiver_sign_url) {
    const ask = d.waiver_required
      ? `${d.provider} asks for it before the first day.`
      : `${d.provider} offers it; signing is optional.`;
    return `Waiver: not signed yet${whose}. ${ask} Read and sign it: ${d.waiver_sign_url}`;
  }
  return d.waiver_url
    ? `Waiver: ${d.provider} asks for a signed waiver before the first day. The form: ${d.waiver_url}`
    : `Waiver: ${d.provider} asks for no waiver.`;
}

/** Before a paid activity starts (7 days and 1 day ahead). Dates and times come formatted. */
export const activityReminder = defineTemplate({
  schema: nameAndUrl.extend({
    /** 'in a week' or 'tomorrow'. */
    when: line,
    activity: line,
    provider: line,
    child: line.optional(),
    /** 'Monday, June 14 to Friday, June 18, 2027'. */
    dates: line,
    /** '9:00 AM'. */
    drop_off: line,
    location: line,
    /** The activity's "what to bring" as its director wrote it; absent when they wrote nothing. */
    bring: z.string().max(1000).optional(),
    camp_url: webUrl,
    /** The program's waiver form link; absent when the program gives none. */
    waiver_url: webUrl.optional(),
    /** The program's waiver in the app, signed for this child and season: the day signed. */
    waiver_signed_on: line.optional(),
    /** The program's waiver in the app, not signed yet: where the parent reads and signs it. */
    waiver_sign_url: webUrl.optional(),
    /** Whether that unsigned waiver is required (false: the director marked it optional). */
    waiver_required: z.boolean().optional(),
  }),
  content: (d) => ({
    subject: `Reminder: ${d.activity} starts ${d.when}`,
    preheader: `${d.activity}${d.child ? ` for ${d.child}` : ''} starts ${d.when}: drop-off at ${d.drop_off}.`,
    heading: `${d.activity} starts ${d.when}`,
    greeting: greeting(d.name),
    intro: [
      `${d.child ? `${d.child}'s` : 'Your'} ${d.activity} with ${d.provider} starts ${d.when}.`,
      `Dates: ${d.dates}`,
      `Drop-off: ${d.drop_off}`,
      `Location: ${d.location}`,
      d.bring ? `What to bring: ${d.bring}` : `What to bring: see the camp page, ${d.camp_url}`,
      waiverLine(d),
    ],
    action: { label: 'See my calendar', url: d.url },
    outro: ['You can turn these reminders off in your profile.'],
  }),
});

/** Before an instalment of a payment plan is charged (3 days ahead). Amounts come formatted. */
export const instalmentReminder = defineTemplate({
  schema: nameAndUrl.extend({
    /** 'Instalment 2 of 3'. */
    which: line,
    what: line,
    amount: line,
    due: line,
    /** 'the card ending 4242' or 'your saved card'. */
    card: line,
  }),
  content: (d) => ({
    subject: `Reminder: ${d.amount} will be charged on ${d.due}`,
    preheader: `${d.which} of your payment plan: ${d.amount} on ${d.due}.`,
    heading: 'Your next instalment',
    greeting: greeting(d.name),
    intro: [
      `${d.which} of your payment plan for ${d.what}, ${d.amount}, will be charged to ${d.card} on ${d.due}.`,
      'Nothing to do if the card is still good. To use another card, open the plan before then.',
    ],
    action: { label: 'See my payment plan', url: d.url },
    outro: ['You can turn these reminders off in your profile.'],
  }),
});
