import { COMPANY, LEGAL_LAST_UPDATED, formatAddress } from './company';
import { list, p, type LegalDocumentContent } from './legal-types';

const mail = `[${COMPANY.infoEmail}](mailto:${COMPANY.infoEmail})`;

/** Privacy Policy. */
export const PRIVACY_POLICY: LegalDocumentContent = {
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    p(
      `This Privacy Policy explains how ${COMPANY.legalName} ("Camp Concierge", "we", "us") collects, uses and shares information when you visit our website or use our planning services (the "Service"). By using the Service you agree to this policy, which forms part of our [Terms of Service](/terms).`,
    ),
  ],
  sections: [
    {
      id: 'information-we-collect',
      title: '1. Information we collect and how',
      blocks: [
        p('We collect information in the following ways:'),
        list(
          'Forms: information you give us when you sign up, fill in the questionnaire, update your profile, contact us or subscribe to our newsletter, such as your name, e-mail, phone number, address, zip code, and your children\u2019s first names, ages, grades, interests and needs.',
          'Cookies: small files stored by your browser that keep you signed in, remember your choices (such as the cookie notice) and help us understand how the Service is used.',
          'Log files: our servers record technical details of each request, such as IP address, browser type, pages visited, referring page and the date and time.',
          'Beacons: small images or scripts in our pages and e-mails (also called pixels) that tell us whether a page was viewed or an e-mail was opened.',
          'Social login: if you sign in with Google, we receive your name and e-mail address from Google, as allowed by your Google settings. We never receive your Google password.',
        ),
      ],
    },
    {
      id: 'personal-and-non-personal',
      title: '2. Personal and non-personal information',
      blocks: [
        p(
          '"Personal information" identifies you or your family, such as your name, e-mail, phone number, address and the details of your children. "Non-personal information" does not identify you on its own, such as aggregated usage statistics, browser type or the pages most often visited.',
        ),
        p(
          'We use personal information to provide the Service: to create your account, build and share itineraries, process payments, send service e-mails, answer your questions and improve our recommendations. We use non-personal information to understand and improve the Service. We do not sell your personal information.',
        ),
      ],
    },
    {
      id: 'children',
      title: '3. Children',
      blocks: [
        p(
          'The Service is meant for parents and guardians. Children under 13 are not allowed to use the Service or create an account, and we do not knowingly collect personal information directly from children under 13. The details about children in an itinerary are provided by their parent or guardian, who controls them and can edit or delete them at any time. If you believe a child has given us personal information, contact us and we will delete it.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: '4. Who we share information with',
      blocks: [
        p('We share information only as needed to run the Service:'),
        list(
          'Program providers: when you book or pay for an activity, the provider receives the details needed for the enrollment.',
          'Friends you invite: when you share an itinerary, the person you invite sees the activities you chose to share.',
          'Analytics and advertising providers: we use third-party analytics services to understand how visitors use the site, and advertising partners to measure the effectiveness of our campaigns. They may use cookies, log data and beacons.',
          'A payment provider: card payments are processed by our payment provider. Card numbers go directly to them and are never stored on our servers.',
          'An e-mail marketing and CRM provider: we use a customer relationship and e-mail marketing provider to manage our contacts, send our newsletter and answer support requests.',
          'Legal reasons: when required by law, to protect rights and safety, or as part of a merger or acquisition, subject to this policy.',
        ),
      ],
    },
    {
      id: 'security',
      title: '5. Security',
      blocks: [
        p(
          'We protect your information with industry-standard measures, including encrypted connections, hashed passwords and limited staff access. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we work to protect your information and will notify you as the law requires if a breach affects you.',
        ),
      ],
    },
    {
      id: 'your-choices',
      title: '6. Your choices and opting out',
      blocks: [
        list(
          'Marketing e-mails: every newsletter includes an unsubscribe link, or you can ask us to remove you at ' +
            mail +
            '. Service e-mails about your account and itineraries continue while you have an account.',
          'Cookies: most browsers let you refuse or delete cookies. Some parts of the Service, such as staying signed in, need them to work.',
          'Analytics and advertising: you can opt out of interest-based advertising through your browser and device settings and the opt-out pages of the industry programs our partners belong to.',
          'Your account: you can review and update your profile at any time, and delete your account from your Profile.',
        ),
      ],
    },
    {
      id: 'changes',
      title: '7. Changes to this policy',
      blocks: [
        p(
          'We may update this Privacy Policy. We will post the new version on this page and notify you by e-mail or in the Service. Changes take effect 30 days after we give notice, unless the law requires them sooner.',
        ),
      ],
    },
    {
      id: 'contact',
      title: '8. Contact us',
      blocks: [
        p(
          `Questions or requests about your privacy? E-mail ${mail} or write to ${COMPANY.legalName}, ${formatAddress()}.`,
        ),
      ],
    },
  ],
};
