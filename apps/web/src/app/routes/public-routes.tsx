import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { ParentOrVisitor } from '../guards/parent-or-visitor';

/**
 * An advertising path's page: it redirects home with the campaign parameters. An element, not
 * a loader-only route: a route without an element makes React Router warn that the matched leaf
 * renders an empty page, and a loader would hold the first render until it ran.
 */
function CampaignLanding() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

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
    element: <CampaignLanding />,
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
