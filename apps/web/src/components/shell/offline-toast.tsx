import { useEffect } from 'react';
import { toast } from '../ui/toaster';

const OFFLINE_TOAST_ID = 'offline';
export const OFFLINE_TITLE = 'Whoops! No Internet Connection';
export const OFFLINE_MESSAGE =
  'Some parts of this app may be unavailable until you come back online.';

/** While the browser is offline a persistent warning toast stays on screen. */
export function OfflineToast() {
  useEffect(() => {
    const offline = () =>
      toast.show({
        id: OFFLINE_TOAST_ID,
        severity: 'warning',
        title: OFFLINE_TITLE,
        message: OFFLINE_MESSAGE,
        persistent: true,
      });
    const online = () => toast.dismiss(OFFLINE_TOAST_ID);
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return null;
}
