import { describe, expect, it } from 'vitest';
import { renderMail, type MailTemplateName } from '../../src/modules/mail/service.js';
import { MAIL_TEMPLATES } from '../../src/modules/mail/templates/registry.js';

const env = { appUrl: 'http://localhost:3000' };

const WAIVER_DATA = {
  program_name: 'Pine Lake Camp',
  waiver_title: 'Pine waiver',
  version: 2,
  child_name: 'Sam',
  season: 2027,
  signer_name: 'Ann Lee',
  signed_on: '2026-11-28',
};

const expected: Record<
  MailTemplateName,
  { subject: string; button: string; data?: Record<string, unknown> }
> = {
  confirmation: { subject: 'Confirm your e-mail address', button: 'Confirm my e-mail' },
  account_exists: {
    subject: 'You already have a Camp Concierge account',
    button: 'Sign in',
    data: { reason: 'sign_up' },
  },
  password_reset: {
    subject: 'Reset your Camp Concierge password',
    button: 'Choose a new password',
  },
  welcome: { subject: 'Welcome to Camp Concierge', button: 'Start my plan' },
  login_link: { subject: 'Your Camp Concierge sign-in link', button: 'Sign in' },
  provider_profile_received: {
    subject: 'We received your provider profile',
    button: 'See my registration status',
  },
  provider_accepted: {
    subject: 'Your provider account is validated',
    button: 'Connect my Stripe account',
  },
  provider_rejected: {
    subject: 'Your provider registration was not accepted',
    button: 'Contact us',
  },
  provider_suspended: {
    subject: 'Your provider account is suspended',
    button: 'Open my account',
    data: { reason: 'Repeated no-shows' },
  },
  provider_reinstated: {
    subject: 'Your provider account is reinstated',
    button: 'Open my account',
  },
  provider_termination_noticed: {
    subject: 'Notice of termination of your provider account',
    button: 'Open my account',
    data: { terminates_on: 'December 28, 2026', notice_days: 30 },
  },
  provider_termination_cancelled: {
    subject: 'The notice of termination is withdrawn',
    button: 'Open my account',
  },
  provider_terminated: {
    subject: 'Your provider account is terminated',
    button: 'Open my account',
  },
  payment_receipt: {
    subject: 'Your Camp Concierge payment receipt',
    button: 'See my plan',
    data: { plan: 'Premium, Monthly', amount: '$12' },
  },
  payment_failed: {
    subject: 'Your Camp Concierge payment failed',
    button: 'Pay again',
    data: { plan: 'Premium, Monthly', amount: '$12', reason: 'Your card was declined.' },
  },
  receipt_copy: {
    subject: 'Your Camp Concierge receipt A-000001',
    button: 'Download the PDF',
    data: {
      number: 'A-000001',
      paid_on: 'June 1, 2026',
      description: 'Lake Week',
      items: ['Lake Week for Riley: $360.05'],
      amount: '$360.05',
      net: '$360.05',
    },
  },
  activity_reminder: {
    subject: 'Reminder: Lake Week starts tomorrow',
    button: 'See my calendar',
    data: {
      when: 'tomorrow',
      activity: 'Lake Week',
      provider: 'Pine Lake Camp',
      dates: 'June 14 to June 18, 2027',
      drop_off: '9:00 AM',
      location: '1 Main St, Raleigh, NC',
      camp_url: 'https://camp.example/a',
    },
  },
  instalment_reminder: {
    subject: 'Reminder: $100.00 will be charged on April 9, 2027',
    button: 'See my payment plan',
    data: {
      which: 'Instalment 2 of 3',
      what: 'Lake Week',
      amount: '$100.00',
      due: 'April 9, 2027',
      card: 'the card ending 4242',
    },
  },
  activity_payment_receipt: {
    subject: 'Your Camp Concierge booking receipt',
    button: 'See my itineraries',
    data: { total: '$350.00', items: ['Lake Week (Pine Lake Camp) for Riley: $350.00'] },
  },
  director_new_order: {
    subject: 'New order on Camp Concierge',
    button: 'See my orders',
    data: { parent_name: 'Jamie Fox', items: ['Lake Week (Pine Lake Camp) for Riley: $350.00'] },
  },
  payment_plan_instalment_paid: {
    subject: 'Your Camp Concierge instalment was paid',
    button: 'See my payment plan',
    data: {
      amount: '$210.02',
      what: 'instalment 1 of 2: Lake Week',
      remaining: 'Still to pay: $210.01.',
    },
  },
  payment_plan_instalment_failed: {
    subject: 'Your Camp Concierge instalment could not be charged',
    button: 'Pay now',
    data: {
      amount: '$210.02',
      what: 'Lake Week',
      reason: 'Your card was declined.',
      retry: 'May 9, 2027',
    },
  },
  payment_plan_defaulted: {
    subject: 'Your Camp Concierge payment plan is overdue',
    button: 'Pay now',
    data: { amount: '$210.02', what: 'Lake Week', reason: 'Your card was declined.' },
  },
  payment_plan_defaulted_director: {
    subject: 'A family’s payment plan is overdue',
    button: 'See my orders',
    data: {
      parent_name: 'Jamie Fox',
      items: ['Lake Week (Pine Lake Camp) for Riley'],
      amount: '$210.02',
    },
  },
  friend_invited: {
    subject: 'Jamie Fox invited you to plan camps together',
    button: 'See the invitation',
    data: {
      inviter_name: 'Jamie Fox',
      child_name: 'Riley',
      activity_names: ['Lake Week'],
      text: 'Join us!',
      has_account: true,
    },
  },
  invitation_answered: {
    subject: 'Kim Lee accepted the invitation to the itinerary for Riley',
    button: 'Open the itinerary',
    data: { friend_name: 'Kim Lee', child_name: 'Riley', status: 'accepted', comment: null },
  },
  questionnaire_received: {
    subject: 'We received your questionnaire',
    button: 'See my itineraries',
  },
  itinerary_sent: {
    subject: 'The itinerary for Sam is ready',
    button: 'Review the itinerary',
    data: { child_name: 'Sam', specialist_name: 'Alex Planner' },
  },
  specialist_message: {
    subject: 'A message from Alex Planner about the itinerary for Sam',
    button: 'Open the itinerary',
    data: { child_name: 'Sam', specialist_name: 'Alex Planner', message: 'See you soon.' },
  },
  change_requested: {
    subject: "Kim Lee asked for changes to Sam's itinerary",
    button: 'Edit the itinerary',
    data: {
      child_name: 'Sam',
      parent_name: 'Kim Lee',
      requests: [{ activity: 'Lake Week', reason: 'Date, Price', comment: 'Later in July?' }],
    },
  },
  itinerary_accepted: {
    subject: "Kim Lee accepted Sam's itinerary",
    button: 'Open the itinerary',
    data: { child_name: 'Sam', parent_name: 'Kim Lee' },
  },
  itinerary_approved: {
    subject: "Sam's itinerary is approved",
    button: 'See the itinerary',
    data: { child_name: 'Sam' },
  },
  itinerary_canceled: {
    subject: "Sam's itinerary was canceled",
    button: 'See your itineraries',
    data: { child_name: 'Sam' },
  },
  chat_answer: {
    subject: 'Alex Planner answered your question',
    button: 'Open the conversation',
    data: {
      specialist_name: 'Alex Planner',
      question: 'Is lunch included?',
      answer: 'Yes, lunch is included every day.',
    },
  },
  waitlist_offer: {
    subject: 'A seat opened up in Lake Week',
    button: 'Pay for the seat',
    data: { activity_name: 'Lake Week', child_name: 'Sam', expires: 'Nov 26, 2026, 5:00 AM UTC' },
  },
  waiver_signed: {
    subject: 'You signed the Pine Lake Camp waiver for Sam',
    button: 'Download the signed copy',
    data: WAIVER_DATA,
  },
  waiver_signed_director: {
    subject: 'Pine Lake Camp: waiver signed for Sam',
    button: 'See the signed waivers',
    data: WAIVER_DATA,
  },
  cancellation_requested: {
    subject: 'Ann Lee asks to cancel Lake Week (Pine Lake Camp) for Sam',
    button: 'Review the request',
    data: {
      activity: 'Lake Week (Pine Lake Camp) for Sam',
      parent_name: 'Ann Lee',
      reason: 'We moved',
      amount: '$360.05',
    },
  },
  cancellation_decided: {
    subject: 'Your cancellation of Lake Week was approved',
    button: 'See my itineraries',
    data: { activity: 'Lake Week', approved: true, amount: '$100.00', note: null },
  },
  refund_issued: {
    subject: 'Refund of $100.00 issued',
    button: 'See my itineraries',
    data: { activity: 'Lake Week', amount: '$100.00' },
  },
  late_payment_refunded: {
    subject: 'Your late payment of $100.00 was refunded',
    button: 'See my itineraries',
    data: { amount: '$100.00' },
  },
  staff_invitation: {
    subject: 'You are invited to Camp Concierge',
    button: 'Choose your password',
    data: { role: 'a specialist' },
  },
};

describe('mail templates', () => {
  it('has an expectation for every registered template', () => {
    expect(Object.keys(MAIL_TEMPLATES).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [template, want] of Object.entries(expected) as [
    MailTemplateName,
    (typeof expected)[MailTemplateName],
  ][]) {
    it(`renders '${template}' as branded HTML and a text alternative with the link`, () => {
      const url = `http://localhost:3000/confirmation/tok-${template}?user_type=parent&x=1`;
      const mail = renderMail(
        template,
        { name: 'Jane Doe', url, ...want.data } as Parameters<typeof renderMail>[1],
        env,
      );
      expect(mail.subject).toBe(want.subject);
      expect(mail.links[0]).toBe(url);
      expect(mail.links).toContain(env.appUrl);

      // HTML: a document with a title, the greeting, the button and the plain link (escaped &).
      expect(mail.html).toMatch(/^<!DOCTYPE html>/);
      expect(mail.html).toContain('<html lang="en"');
      expect(mail.html).toContain(`<title>${want.subject.replace(/'/g, '&#39;')}</title>`);
      expect(mail.html).toContain('Hi Jane Doe,');
      expect(mail.html).toContain('Camp&nbsp;Concierge');
      const escapedUrl = url.replace(/&/g, '&amp;');
      const hrefs = [...mail.html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs[0]).toBe(escapedUrl);
      expect(hrefs[1]).toBe(escapedUrl);
      expect(mail.html).toContain(`>${want.button}</a>`);
      expect(mail.html).toContain(`>${escapedUrl}</a>`);
      expect(mail.html).not.toMatch(/<script|<style|<link /i);

      // Text: the same message without markup, the link on its own line.
      expect(mail.text).toContain('Hi Jane Doe,');
      expect(mail.text).toContain(`${want.button}:\n${url}\n`);
      expect(mail.text).not.toMatch(/<[a-z]/i);
    });
  }

  it('escapes names so they cannot inject markup', () => {
    const mail = renderMail(
      'confirmation',
      { name: '<img src=x onerror="alert(1)">', url: 'https://example.com/a' },
      env,
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,');
  });

  it('greets without a name', () => {
    const mail = renderMail('welcome', { name: '  ', url: 'https://example.com/' }, env);
    expect(mail.text).toContain('Hi there,');
  });

  it('refuses links that are not absolute web URLs', () => {
    for (const url of ['javascript:alert(1)', '/confirmation/abc', 'mailto:a@b.c', 'ftp://x.y/z']) {
      expect(() => renderMail('password_reset', { name: 'A', url }, env)).toThrow(/invalid data/);
    }
  });
});
