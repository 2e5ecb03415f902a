import { TESTIMONIALS } from '../content/home';
import { SPOTLIGHT_PROVIDERS } from '../content/providers';
import { SpotlightCarousel } from './spotlight-carousel';
import { TestimonialsCarousel } from './testimonials-carousel';

/** The home page's testimonials: an island of their own, its content with it. */
export function HomeTestimonials() {
  return <TestimonialsCarousel items={TESTIMONIALS} />;
}

/** The home page's program spotlight: an island of its own, its content with it. */
export function HomeSpotlight() {
  return <SpotlightCarousel providers={SPOTLIGHT_PROVIDERS} />;
}
