import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

// Mails to a camp director when an admin changes their provider's standing. The link opens the
// director's area, whose banner shows the standing as it is.

const contact = 'If you have questions or think this is a mistake, reply to this e-mail.';

/** Sent when an admin suspends a provider, with the admin's reason. */
export const providerSuspended = defineTemplate({
  schema: nameAndUrl.extend({ reason: z.string().max(2000) }),
  content: ({ name, url, reason }) => ({
    subject: 'Your provider account is suspended',
    preheader: 'Your programs are no longer offered to families for now.',
    heading: 'Your provider account is suspended',
    greeting: greeting(name),
    intro: [
      'Our team has suspended your provider account on Camp Concierge. Your programs and activities are no longer offered to families, and checkouts under way for them have ended.',
      `Reason: ${reason}`,
    ],
    action: { label: 'Open my account', url },
    outro: [contact],
  }),
});

/** Sent when an admin lifts a suspension: the provider's published programs are offered again. */
export const providerReinstated = defineTemplate({
  schema: nameAndUrl,
  content: ({ name, url }) => ({
    subject: 'Your provider account is reinstated',
    preheader: 'Your published programs are offered to families again.',
    heading: 'Your provider account is reinstated',
    greeting: greeting(name),
    intro: [
      'Our team has lifted the suspension of your provider account. Your published programs and activities are offered to families again.',
    ],
    action: { label: 'Open my account', url },
    outro: ['Questions? Just reply to this e-mail.'],
  }),
});

/** Sent when an admin gives a provider notice of termination; the date comes formatted. */
export const providerTerminationNoticed = defineTemplate({
  schema: nameAndUrl.extend({
    /** 'December 28, 2026'. */
    terminates_on: z.string().max(100),
    notice_days: z.number().int().positive(),
  }),
  content: ({ name, url, terminates_on, notice_days }) => ({
    subject: 'Notice of termination of your provider account',
    preheader: `Your provider account will be terminated on ${terminates_on}.`,
    heading: 'Notice of termination',
    greeting: greeting(name),
    intro: [
      `Our team is giving you ${notice_days} days’ notice: your provider account on Camp Concierge will be terminated on ${terminates_on}.`,
      'On that date your programs and activities leave the catalog for good and checkouts under way for them end.',
    ],
    action: { label: 'Open my account', url },
    outro: [contact],
  }),
});

/** Sent when an admin withdraws a notice of termination before its date. */
export const providerTerminationCancelled = defineTemplate({
  schema: nameAndUrl,
  content: ({ name, url }) => ({
    subject: 'The notice of termination is withdrawn',
    preheader: 'Your provider account will not be terminated.',
    heading: 'Notice of termination withdrawn',
    greeting: greeting(name),
    intro: [
      'Our team has withdrawn the notice of termination of your provider account: it will not be terminated.',
    ],
    action: { label: 'Open my account', url },
    outro: ['Questions? Just reply to this e-mail.'],
  }),
});

/** Sent when the notice has run out and the scheduled task has terminated the provider. */
export const providerTerminated = defineTemplate({
  schema: nameAndUrl,
  content: ({ name, url }) => ({
    subject: 'Your provider account is terminated',
    preheader: 'Your programs have left the catalog for good.',
    heading: 'Your provider account is terminated',
    greeting: greeting(name),
    intro: [
      'The notice of termination of your provider account on Camp Concierge has run out, and the account is now terminated. Your programs and activities have left the catalog for good, and checkouts under way for them have ended.',
      'You can still sign in to read your orders and payouts.',
    ],
    action: { label: 'Open my account', url },
    outro: [contact],
  }),
});
