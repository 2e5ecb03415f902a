import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

// The e-mails of the loop between the parent and the specialist (decision 0045): the parent's
// change requests and acceptance go to the itinerary's specialist; the specialist's approval and
// cancelation go to the parent. (Sending and answering are itinerary_sent.)

const loop = nameAndUrl.extend({
  child_name: z.string().max(255),
  parent_name: z.string().max(255),
});

/** To the specialist: the parent asked for changes (one line per activity comment). */
export const changeRequested = defineTemplate({
  schema: loop.extend({
    requests: z
      .array(
        z.object({
          activity: z.string().max(255),
          reason: z.string().max(255),
          comment: z.string().max(5000),
        }),
      )
      .min(1),
  }),
  content: ({ name, url, child_name, parent_name, requests }) => ({
    subject: `${parent_name} asked for changes to ${child_name}'s itinerary`,
    preheader: `${requests.length} comment(s) on ${child_name}'s itinerary wait for your answer.`,
    heading: 'Changes requested',
    greeting: greeting(name),
    intro: [
      `${parent_name} left ${requests.length === 1 ? 'a comment' : `${requests.length} comments`} on ${child_name}'s itinerary:`,
      ...requests.map((r) => `${r.activity} (${r.reason}): ${r.comment}`),
    ],
    action: { label: 'Edit the itinerary', url },
    outro: ['The parent can accept the itinerary once you send it again.'],
  }),
});

/** To the specialist: the parent accepted; the specialist approves it next. */
export const itineraryAccepted = defineTemplate({
  schema: loop,
  content: ({ name, url, child_name, parent_name }) => ({
    subject: `${parent_name} accepted ${child_name}'s itinerary`,
    preheader: `${child_name}'s itinerary is ready for your approval.`,
    heading: 'Itinerary accepted',
    greeting: greeting(name),
    intro: [
      `${parent_name} accepted ${child_name}'s itinerary.`,
      'Review it once more and approve it to release it for registration.',
    ],
    action: { label: 'Open the itinerary', url },
    outro: [],
  }),
});

/** To the parent: the specialist approved the itinerary; registration and the calendar follow. */
export const itineraryApproved = defineTemplate({
  schema: nameAndUrl.extend({ child_name: z.string().max(255) }),
  content: ({ name, url, child_name }) => ({
    subject: `${child_name}'s itinerary is approved`,
    preheader: `${child_name}'s camps are ready for registration.`,
    heading: 'Your itinerary is approved',
    greeting: greeting(name),
    intro: [
      `Your specialist approved ${child_name}'s itinerary.`,
      'You can now register and pay for the activities, and find them on your calendar.',
    ],
    action: { label: 'See the itinerary', url },
    outro: [],
  }),
});

/** To the parent: the specialist canceled the itinerary. */
export const itineraryCanceled = defineTemplate({
  schema: nameAndUrl.extend({ child_name: z.string().max(255) }),
  content: ({ name, url, child_name }) => ({
    subject: `${child_name}'s itinerary was canceled`,
    preheader: `Your specialist canceled ${child_name}'s itinerary.`,
    heading: 'Your itinerary was canceled',
    greeting: greeting(name),
    intro: [`Your specialist canceled ${child_name}'s itinerary.`],
    action: { label: 'See your itineraries', url },
    outro: ['Questions? Reply to this e-mail.'],
  }),
});
