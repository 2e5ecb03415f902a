import type { NavigateFunction } from 'react-router-dom';

/**
 * Follows a link the API answered (a payment provider's page, or this app's stand-in for it):
 * a page of this app opens inside the single-page app, anything else leaves it.
 */
export function openLink(url: string, navigate: NavigateFunction): void {
  const target = new URL(url, window.location.origin);
  if (target.origin === window.location.origin) {
    void navigate(`${target.pathname}${target.search}${target.hash}`);
  } else {
    window.location.assign(url);
  }
}
