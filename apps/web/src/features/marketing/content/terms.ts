import { MINIMUM_USER_AGE } from '@camp/shared/constants';
import { COMPANY, LEGAL_LAST_UPDATED } from './company';
import { list, p, type LegalDocumentContent } from './legal-types';

const mail = `[${COMPANY.infoEmail}](mailto:${COMPANY.infoEmail})`;

/** Consumer Terms of Service. */
export const CONSUMER_TERMS: LegalDocumentContent = {
  title: 'Consumer Terms of Service',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    p(
      `These Terms of Service ("Terms") govern your use of the Camp Concierge website, applications and planning services (together, the "Service"), provided by ${COMPANY.legalName} ("Camp Concierge", "we", "us"). By creating an account or using the Service you agree to these Terms. If you do not agree, please do not use the Service.`,
    ),
    p(
      'How we collect and use personal information is described in our [Privacy Policy](/privacy-policy), which forms part of these Terms. Programs and camps listed in the Service are offered by independent providers under their own terms.',
    ),
  ],
  sections: [
    {
      id: 'eligibility',
      title: '1. Who may use the Service',
      blocks: [
        p(
          'You may use the Service only if you are 18 years of age or older, or the age of legal majority where you live, or if you use it with the permission and under the supervision of a parent or legal guardian who agrees to these Terms.',
        ),
        p(
          `Use of the Service by anyone under ${MINIMUM_USER_AGE} years of age is prohibited. Information about children is provided by their parent or guardian for the purpose of planning activities, and children may not create accounts.`,
        ),
      ],
    },
    {
      id: 'accounts',
      title: '2. Your account',
      blocks: [
        list(
          'You may create one account per person, and only with an e-mail address that is your own.',
          'You agree to give accurate information and to keep it up to date, including the details of your children that our specialists rely on.',
          'You are responsible for keeping your password confidential and for all activity under your account. Tell us immediately at ' +
            mail +
            ' if you believe your account has been used without your permission.',
          'You may delete your account at any time from your Profile.',
        ),
      ],
    },
    {
      id: 'the-service',
      title: '3. What the Service does',
      blocks: [
        p(
          'Camp Concierge helps families plan camps, classes and after-school programs. Based on the questionnaire you complete, a program specialist prepares a personalized itinerary of activities offered by third-party providers. We do our best to check dates, prices and availability, but providers set and may change their own schedules, prices, seats and policies. Please confirm important details with the provider before you rely on them.',
        ),
        p(
          'When you book or pay for an activity through the Service, your enrollment is with the provider, subject to the provider\u2019s own terms, waivers and cancellation policy. MIA, our virtual assistant, is offered in BETA; its answers are for information and may contain mistakes.',
        ),
      ],
    },
    {
      id: 'subscriptions',
      title: '4. Packages, subscriptions and payment',
      blocks: [
        p(
          'Our packages and their prices are shown on the [packages page](/packages). Paid packages are either a one-time purchase or a subscription with a subscription period of one month or one year.',
        ),
        list(
          'Subscriptions renew automatically at the end of each subscription period for another period of the same length, at the price then in effect, until you cancel.',
          'You can cancel at any time before the next renewal; the cancellation takes effect at the end of the current subscription period and you keep access until then.',
          'Fees are charged in U.S. dollars to the payment method you provide, through our payment provider. Except where the law requires otherwise, all fees are non-refundable, including for partially used subscription periods.',
          'Promotional codes and free trial periods are subject to the conditions shown with the offer. Unless you cancel before a trial ends, the subscription continues as a paid subscription.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: '5. Acceptable use',
      blocks: [
        p('When using the Service you agree not to:'),
        list(
          'use another person\u2019s account or e-mail address, or share your account with people outside your household;',
          'copy, resell or scrape itineraries, provider listings or other content of the Service;',
          'interfere with the Service, probe its security, or use automated means to access it;',
          'post unlawful, misleading or abusive content, or harass our specialists, providers or other families.',
        ),
        p('We may suspend or close accounts that break these rules.'),
      ],
    },
    {
      id: 'third-party-links',
      title: '6. Third-party links and services',
      blocks: [
        p(
          'The Service contains links to websites, registration pages, waiver forms and services of providers and other third parties that we do not control. We are not responsible for their content, policies or practices, and your use of them is at your own risk and subject to their terms.',
        ),
      ],
    },
    {
      id: 'warranty-disclaimer',
      title: '7. Warranty disclaimer',
      blocks: [
        p(
          'THE SERVICE IS PROVIDED "AS IS" AND "AS AVAILABLE", WITHOUT WARRANTIES OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT. We do not warrant that the Service will be uninterrupted or error-free, or that any program will be suitable for your child. Providers, not Camp Concierge, are responsible for the activities they run, including supervision and safety.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      title: '8. Limitation of liability',
      blocks: [
        p(
          'TO THE FULLEST EXTENT PERMITTED BY LAW, CAMP CONCIERGE WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR LOSS OF PROFITS, DATA OR GOODWILL, ARISING FROM YOUR USE OF THE SERVICE OR OF ANY PROGRAM BOOKED THROUGH IT.',
        ),
        p(
          'OUR TOTAL LIABILITY FOR ANY CLAIM RELATING TO THE SERVICE IS LIMITED TO THE AMOUNTS YOU PAID US FOR THE SERVICE IN THE SIX (6) MONTHS BEFORE THE EVENT GIVING RISE TO THE CLAIM.',
        ),
      ],
    },
    {
      id: 'indemnification',
      title: '9. Indemnification',
      blocks: [
        p(
          'You agree to defend, indemnify and hold harmless Camp Concierge and its officers, employees and specialists from any claims, losses and expenses (including reasonable attorneys\u2019 fees) arising from your breach of these Terms, your misuse of the Service, or your violation of the rights of another person.',
        ),
      ],
    },
    {
      id: 'changes-and-termination',
      title: '10. Changes and termination',
      blocks: [
        p(
          'We may update these Terms from time to time. When we make material changes we will tell you by e-mail or in the Service, and the date at the top of this page will change. Continuing to use the Service after the changes take effect means you accept them. We may suspend or end your access if you breach these Terms; you may stop using the Service and delete your account at any time.',
        ),
      ],
    },
    {
      id: 'governing-law',
      title: '11. Governing law',
      blocks: [
        p(
          'These Terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules. Any dispute will be brought in the state or federal courts located in Delaware, and you and we consent to their jurisdiction.',
        ),
      ],
    },
    {
      id: 'contact',
      title: '12. Contact us',
      blocks: [p(`Questions about these Terms? E-mail us at ${mail}.`)],
    },
  ],
};
