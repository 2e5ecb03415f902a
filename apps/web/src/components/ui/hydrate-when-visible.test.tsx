import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HydrateWhenVisible } from './hydrate-when-visible';

describe('HydrateWhenVisible', () => {
  it('renders its section at once outside hydration (a page rendered on the client)', () => {
    render(
      <HydrateWhenVisible>
        <section aria-label="Later">below the fold</section>
      </HydrateWhenVisible>,
    );
    const section = screen.getByRole('region', { name: 'Later' });
    expect(section.textContent).toBe('below the fold');
    // The wrapper takes no box of its own: the layout is the section's.
    const wrapper = section.parentElement!;
    expect(wrapper.dataset.hydrate).toBeTruthy();
    expect(wrapper.style.display).toBe('contents');
  });
});
