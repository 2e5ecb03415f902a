import { redirect, type RouteObject } from 'react-router-dom';
import { ParentOrVisitor } from '../guards/parent-or-visitor';

/**
 * Marketing and static pages. Each page is its own lazy chunk, so the first load carries only
 * the page being opened.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/home-page')).HomePage,
    }),
  },
  {
    // Advertising path: lands on the home page, keeping campaign parameters.
    path: 'wcpss',
    loader: ({ request }) => redirect(`/${new URL(request.url).search}`),
  },
  {
    path: 'about-us',
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/about-us-page')).AboutUsPage,
    }),
  },
  {
    path: 'contact-us',
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/contact-us-page')).ContactUsPage,
    }),
  },
  {
    path: 'how-it-works',
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/how-it-works-page')).HowItWorksPage,
    }),
  },
  {
    path: 'faqs',
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/faqs-page')).FaqsPage,
    }),
  },
  {
    path: 'pricing',
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/pricing-page')).PricingPage,
    }),
  },
  {
    path: 'resources',
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/resources-page')).ResourcesPage,
    }),
  },
  {
    path: 'terms',
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/legal-pages')).TermsPage,
    }),
  },
  {
    path: 'business-terms',
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/legal-pages')).BusinessTermsPage,
    }),
  },
  {
    path: 'privacy-policy',
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/legal-pages')).PrivacyPolicyPage,
    }),
  },
  {
    // Visitors and parents only: specialists, camp directors and admins go home.
    element: <ParentOrVisitor />,
    children: [
      {
        path: 'questionnaire',
        lazy: async () => ({
          Component: (await import('../../features/questionnaire/pages/questionnaire-page'))
            .QuestionnairePage,
        }),
      },
    ],
  },
];
