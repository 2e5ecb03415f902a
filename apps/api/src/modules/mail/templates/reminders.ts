import { z } from 'zod';
import { defineTemplate, nameAndUrl, webUrl } from './define.js';
import { greeting } from './layout.js';

const line = z.string().max(500);

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
    /** What the activity's page says to bring; absent when it says nothing. */
    bring: z.string().max(1000).optional(),
    camp_url: webUrl,
    /** The program's waiver form; absent when the program asks for none. */
    waiver_url: webUrl.optional(),
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
      d.waiver_url
        ? `Waiver: ${d.provider} asks for a signed waiver before the first day. The form: ${d.waiver_url}`
        : `Waiver: ${d.provider} asks for no waiver.`,
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
