import { matchPath, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { ParentOrVisitor } from '../guards/parent-or-visitor';
import { paths } from '../../lib/paths';

/** Advertising paths: each lands on the home page, keeping its campaign parameters. */
const CAMPAIGN_PATHS = ['wcpss'];

/**
 * Where an address on an advertising path lands: home with the same query and hash; null for
 * any other address.
 */
export function campaignLanding(location: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  const campaign = CAMPAIGN_PATHS.some((path) => matchPath(`/${path}`, location.pathname));
  return campaign ? `/${location.search}${location.hash}` : null;
}

/**
 * An advertising path reached inside the app redirects home with the campaign parameters (a page
 * load on one never renders this: its address is rewritten before the router starts). An
 * element, not a loader-only route: a route without an element makes React Router warn that the
 * matched leaf renders an empty page.
 */
function CampaignLanding() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.home, search, hash }} replace />;
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
  ...CAMPAIGN_PATHS.map((path): RouteObject => ({ path, element: <CampaignLanding /> })),
  {
    path: paths.aboutUs,
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/about-us-page')).AboutUsPage,
    }),
  },
  {
    path: paths.contactUs,
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/contact-us-page')).ContactUsPage,
    }),
  },
  {
    path: paths.howItWorks,
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/how-it-works-page')).HowItWorksPage,
    }),
  },
  {
    path: paths.faqs,
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/faqs-page')).FaqsPage,
    }),
  },
  {
    path: paths.pricing,
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/pricing-page')).PricingPage,
    }),
  },
  {
    path: paths.resources,
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/resources-page')).ResourcesPage,
    }),
  },
  {
    path: paths.terms,
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/legal-pages')).TermsPage,
    }),
  },
  {
    path: paths.businessTerms,
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/legal-pages')).BusinessTermsPage,
    }),
  },
  {
    path: paths.privacyPolicy,
    lazy: async () => ({
      Component: (await import('../../features/marketing/pages/legal-pages')).PrivacyPolicyPage,
    }),
  },
  {
    // Visitors and parents only: specialists, camp directors and admins go home.
    element: <ParentOrVisitor />,
    children: [
      {
        path: paths.questionnaire,
        lazy: async () => ({
          Component: (await import('../../features/questionnaire/pages/questionnaire-page'))
            .QuestionnairePage,
        }),
      },
    ],
  },
];
