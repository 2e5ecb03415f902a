import { useEffect, useState } from 'react';

/** The part of Google Identity Services (accounts.google.com/gsi/client) this app uses. */
interface GoogleCredentialResponse {
  credential: string;
}

interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    context?: 'signin' | 'signup' | 'use';
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill' | 'circle' | 'square';
      logo_alignment?: 'left' | 'center';
      width?: number;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentity } };
  }
}

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleIdentity> | null = null;

/** Loads the Google script once, on the first page that shows a Google button. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google.accounts.id);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not initialise'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    // A later page may try again (the network may be back).
    loading = null;
    throw err;
  });
  return loading;
}

export type GoogleIdentityState =
  { status: 'loading' } | { status: 'ready'; id: GoogleIdentity } | { status: 'failed' };

export function useGoogleIdentity(enabled: boolean): GoogleIdentityState {
  const [state, setState] = useState<GoogleIdentityState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    loadGoogleIdentity().then(
      (id) => alive && setState({ status: 'ready', id }),
      () => alive && setState({ status: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, [enabled]);
  return state;
}
