import { PLATFORM_FEE_PERCENT } from '@camp/shared/enums';
import { FEE_CHANGE_NOTICE_DAYS } from '@camp/shared/constants';
import { COMPANY, LEGAL_LAST_UPDATED } from './company';
import { list, p, type LegalDocumentContent } from './legal-types';

const mail = `[${COMPANY.infoEmail}](mailto:${COMPANY.infoEmail})`;

/** Business Terms for program providers, with the provider's commercial terms. */
export const BUSINESS_TERMS: LegalDocumentContent = {
  title: 'Business Terms',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    p(
      `These Business Terms apply to camp directors and organizations ("Providers", "you") who list programs and activities on Camp Concierge and accept enrollments through it. They form an agreement between you and ${COMPANY.legalName} ("Camp Concierge", "we", "us"). By registering as a Provider you accept these Business Terms together with our [Terms of Service](/terms) and [Privacy Policy](/privacy-policy).`,
    ),
  ],
  sections: [
    {
      id: 'registration',
      title: '1. Registration',
      blocks: [
        p(
          'To list programs you must register a Provider account and complete your provider profile with accurate information about your organization, its programs, locations, licenses and insurance. The person registering confirms that they are authorized to bind the organization to these Business Terms.',
        ),
        p(
          'Every registration is reviewed. Camp Concierge may accept or reject a registration at its sole discretion, and may ask for additional information before deciding. To receive payments you must also complete onboarding with our card payment provider, including identity and bank account verification.',
        ),
      ],
    },
    {
      id: 'provider-content',
      title: '2. Provider Content',
      blocks: [
        p(
          '"Provider Content" means the descriptions, dates, times, prices, seats, locations, photos, videos, logos, waivers, policies and other material you publish on Camp Concierge. You are responsible for Provider Content and confirm that it is accurate, kept up to date, and that you have the rights needed to publish it.',
        ),
        p(
          'You grant Camp Concierge a non-exclusive, worldwide, royalty-free license to host, display, reproduce and adapt Provider Content in order to operate and promote the service, including in parents\u2019 itineraries, on our website, in our newsletter and on social media. We may edit or remove Provider Content that is inaccurate, misleading or breaks these Business Terms.',
        ),
      ],
    },
    {
      id: 'enrollment',
      title: '3. Enrollment',
      blocks: [
        p(
          'Parents enroll their children in your activities through Camp Concierge. Each enrollment is a contract between you and the parent, and you are solely responsible for delivering the activity as described, for the supervision and safety of participants, and for complying with all laws, licensing and insurance requirements that apply to your programs.',
        ),
        list(
          'Keep available seats current, so families are not offered activities that are full.',
          'Review paid orders promptly in your provider area and mark them as processed once the child is registered.',
          'Send the parent any waivers, forms and instructions your program requires before it starts.',
        ),
      ],
    },
    {
      id: 'payments-and-fees',
      title: '4. Payments and Fees',
      blocks: [
        p(
          `Payments from parents are collected through our card payment provider on your behalf. For each enrollment, Camp Concierge keeps a service fee of ${PLATFORM_FEE_PERCENT}% of the enrollment price, plus the payment provider\u2019s processing fees and any applicable sales tax. The remainder is paid out to you.`,
        ),
        list(
          'Payouts are made by direct deposit to the bank account connected during onboarding.',
          'By default payouts are made on a daily rolling basis, after the payment provider\u2019s standard settlement period.',
          'You are responsible for the taxes on the amounts you receive.',
          `We may change our fees by giving you at least ${FEE_CHANGE_NOTICE_DAYS} days\u2019 notice before the change takes effect. Enrollments paid before the effective date keep the fees that applied when they were paid.`,
        ),
      ],
    },
    {
      id: 'cancellations-and-refunds',
      title: '5. Cancellations and Refunds',
      blocks: [
        p(
          'You set the cancellation and refund policy for each program and must publish it with the activity, so that parents can read it before paying. You must honor the policy you published at the time of enrollment.',
        ),
        p(
          'If you cancel an activity, you must tell affected parents promptly and refund them in full. When a refund is issued, the corresponding payout is reversed; the payment provider\u2019s processing fees may not be returned. Disputes and chargebacks raised by parents are handled according to the payment provider\u2019s rules, and amounts reversed may be deducted from future payouts.',
        ),
      ],
    },
    {
      id: 'feedback',
      title: '6. Feedback',
      blocks: [
        p(
          'We welcome your suggestions about Camp Concierge. If you send us ideas or feedback, you agree that we may use them without restriction or compensation to you. Parents may share feedback about your programs with our specialists, who may take it into account when recommending activities.',
        ),
      ],
    },
    {
      id: 'term-and-termination',
      title: '7. Term and Termination',
      blocks: [
        p(
          'These Business Terms apply from your registration until your account is closed. Either party may end them for convenience by giving the other 30 days\u2019 written notice.',
        ),
        p(
          'Camp Concierge may suspend or terminate your account immediately if you breach these Business Terms, misuse the service, put participants at risk, or in cases of fraud or abuse. On termination your listings are removed; you remain responsible for delivering, or refunding, enrollments already paid.',
        ),
      ],
    },
    {
      id: 'indemnification',
      title: '8. Indemnification',
      blocks: [
        p(
          'You agree to defend, indemnify and hold harmless Camp Concierge, its officers, employees and specialists from any claims, damages, losses and expenses (including reasonable attorneys\u2019 fees) arising from your programs and activities, your Provider Content, injuries to participants, or your breach of these Business Terms or of any law.',
        ),
      ],
    },
    {
      id: 'third-party-links',
      title: '9. Third party links',
      blocks: [
        p(
          'The service may link to websites and services run by third parties, including the payment provider\u2019s onboarding and dashboard. We do not control them and are not responsible for their content or practices; your use of them is governed by their own terms.',
        ),
      ],
    },
    {
      id: 'warranty-disclaimer',
      title: '10. Warranty Disclaimer',
      blocks: [
        p(
          'THE SERVICE IS PROVIDED "AS IS" AND "AS AVAILABLE", WITHOUT WARRANTIES OF ANY KIND, EXPRESS OR IMPLIED. Camp Concierge does not guarantee any number of enrollments or any level of revenue, or that the service will be uninterrupted or free of errors.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      title: '11. Limitation of Liability',
      blocks: [
        p(
          'TO THE FULLEST EXTENT PERMITTED BY LAW, CAMP CONCIERGE WILL NOT BE LIABLE FOR INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, OR FOR LOST PROFITS OR REVENUE. OUR TOTAL LIABILITY UNDER THESE BUSINESS TERMS IS LIMITED TO THE FEES WE RETAINED FROM YOUR ENROLLMENTS IN THE SIX (6) MONTHS BEFORE THE CLAIM AROSE.',
        ),
      ],
    },
    {
      id: 'governing-law',
      title: '12. Governing Law',
      blocks: [
        p(
          'These Business Terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules, and any dispute will be brought in the state or federal courts located in Delaware.',
        ),
      ],
    },
    {
      id: 'questions',
      title: '13. Questions',
      blocks: [p(`Questions about these Business Terms? E-mail us at ${mail}.`)],
    },
  ],
};
