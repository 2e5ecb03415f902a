import { useEffect } from 'react';
import { BRAND_NAME } from '../shell/site-links';

/** Sets the tab title to "<title> · Camp Concierge" (or the brand alone) while mounted. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
