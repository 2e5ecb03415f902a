import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { Island, IslandPlaceholders } from './island';
import { IslandShell } from './island-shell';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('Island', () => {
  it('renders its component with its props in a wrapper that lays nothing out', () => {
    render(<Island name="greeting" component={Greeting} props={{ name: 'Robin' }} />);
    const text = screen.getByText('Hello Robin');
    const wrapper = text.parentElement!;
    expect(wrapper.dataset.island).toBe('greeting');
    expect(JSON.parse(wrapper.dataset.islandProps!)).toEqual({ name: 'Robin' });
    expect(wrapper.style.display).toBe('contents');
  });

  it('renders an empty placeholder with its name and props on a page built as islands', () => {
    const { container } = render(
      <IslandPlaceholders.Provider value={true}>
        <Island name="greeting" component={Greeting} props={{ name: 'Robin' }} />
      </IslandPlaceholders.Provider>,
    );
    expect(screen.queryByText('Hello Robin')).toBeNull();
    const wrapper = container.querySelector<HTMLElement>('[data-island="greeting"]')!;
    expect(wrapper.childElementCount).toBe(0);
    expect(JSON.parse(wrapper.dataset.islandProps!)).toEqual({ name: 'Robin' });
  });
});

describe('IslandShell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens an island's link as a page load (no router renders the page around it)", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/', search: '', hash: '' });
    render(
      <IslandShell pathname="/">
        <Link to="/pricing?plan=annual">Pricing</Link>
      </IslandShell>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link.getAttribute('href')).toBe('/pricing?plan=annual');
    await userEvent.click(link);
    expect(assign).toHaveBeenCalledWith('/pricing?plan=annual');
  });
});

describe('the islands entry', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('writes this year into the footer the build left with its own year', async () => {
    vi.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z'), toFake: ['Date'] });
    document.body.innerHTML = '<p>© <span data-current-year>2026</span> Camp Concierge.</p>';
    await import('../islands');
    expect(document.body.textContent).toBe('© 2031 Camp Concierge.');
  });
});
