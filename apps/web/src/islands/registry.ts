import type { ComponentType } from 'react';

/**
 * The islands by name: what the islands entry and the build load to render an island (each its
 * own chunk, loaded only by a page that has it).
 */
export const ISLANDS = {
  header: () => import('../components/shell/site-header').then((m) => m.SiteHeader),
  'cookie-notice': () => import('../components/shell/cookie-notice').then((m) => m.CookieNotice),
  'scroll-to-top': () =>
    import('../components/ui/scroll-to-top-button').then((m) => m.ScrollToTopButton),
  toaster: () => import('../components/ui/toaster').then((m) => m.Toaster),
  'start-plan': () =>
    import('../features/marketing/components/start-plan-button').then((m) => m.StartPlanButton),
  'promo-video': () =>
    import('../features/marketing/components/promo-video').then((m) => m.PromoVideo),
  testimonials: () =>
    import('../features/marketing/components/home-carousels').then((m) => m.HomeTestimonials),
  spotlight: () =>
    import('../features/marketing/components/home-carousels').then((m) => m.HomeSpotlight),
  newsletter: () =>
    import('../features/marketing/components/newsletter-signup').then((m) => m.NewsletterSignup),
  'pricing-plans': () =>
    import('../features/marketing/components/pricing-plans').then((m) => m.PricingPlans),
  'parent-sign-in': () =>
    import('../features/auth/pages/sign-in-pages').then((m) => m.ParentSignInIsland),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

/** Loads the component of an island; undefined for a name the registry does not have. */
export async function loadIsland(name: string): Promise<ComponentType<object> | undefined> {
  const load = (ISLANDS as Record<string, (() => Promise<ComponentType<object>>) | undefined>)[
    name
  ];
  return load?.();
}
