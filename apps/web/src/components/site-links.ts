/**
 * Links the shell shows in the header, drawer and footer. The consultation is booked on an
 * external scheduling page (spec section 1: "not a route"); a deployment points it at its own
 * page with VITE_SCHEDULING_URL at build time.
 */
export const SCHEDULING_URL: string =
  (import.meta.env.VITE_SCHEDULING_URL as string | undefined) ||
  'https://calendly.com/camp-concierge/consultation';

export const BRAND_NAME = 'Camp Concierge';

export interface SiteLink {
  label: string;
  to: string;
}

/** Visitor navigation (spec: About us, Contact us, Resources, FAQs). */
export const VISITOR_NAV: readonly SiteLink[] = [
  { label: 'About us', to: '/about-us' },
  { label: 'Contact us', to: '/contact-us' },
  { label: 'Resources', to: '/resources' },
  { label: 'FAQs', to: '/faqs' },
];

export const FOOTER_LINKS: readonly SiteLink[] = [
  { label: 'About us', to: '/about-us' },
  { label: 'Contact us', to: '/contact-us' },
  { label: 'How it works', to: '/how-it-works' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Resources', to: '/resources' },
];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { label: 'Terms of use', to: '/terms' },
  { label: 'Business Terms', to: '/business-terms' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
];

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  {
    network: 'facebook',
    label: 'Camp Concierge on Facebook',
    href: 'https://www.facebook.com/campconcierge',
  },
  {
    network: 'instagram',
    label: 'Camp Concierge on Instagram',
    href: 'https://www.instagram.com/campconcierge',
  },
  { network: 'x', label: 'Camp Concierge on X', href: 'https://x.com/campconcierge' },
  {
    network: 'linkedin',
    label: 'Camp Concierge on LinkedIn',
    href: 'https://www.linkedin.com/company/campconcierge',
  },
  {
    network: 'youtube',
    label: 'Camp Concierge on YouTube',
    href: 'https://www.youtube.com/@campconcierge',
  },
];
