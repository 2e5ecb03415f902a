import type { ApiErrorBody } from '@camp/shared/auth';
import { getToken } from './session';

/** A failed call: the server's status and its error body in the documented shape. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: ApiErrorBody | string | null,
  ) {
    super(ApiError.messageOf(body));
    this.name = 'ApiError';
  }

  /** The toast text rule: _base of errors, else the string body, else 'Something went wrong'. */
  static messageOf(body: ApiErrorBody | string | null): string {
    if (typeof body === 'string' && body) return body;
    if (body && typeof body === 'object') {
      const base = body.errors?._base?.[0] ?? body._base?.[0];
      if (base) return base;
    }
    return 'Something went wrong';
  }

  get fieldErrors(): Record<string, string[]> {
    return typeof this.body === 'object' && this.body?.errors ? this.body.errors : {};
  }
}

type Listener = (err: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();
/** The session layer listens here to log out when the server says the token has expired. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
  signal?: AbortSignal;
  /** Send without the bearer token even when signed in. */
  anonymous?: boolean;
}

export function buildQuery(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export async function apiFetch<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = opts.anonymous ? null : getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${path}${buildQuery(opts.query)}`, {
    method: opts.method ?? 'GET',
    headers,
    body,
    signal: opts.signal,
  });
  const text = await res.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!res.ok) {
    const err = new ApiError(res.status, parsed as ApiErrorBody | string | null);
    if (res.status === 401 && token) unauthorizedListeners.forEach((l) => l(err));
    throw err;
  }
  return parsed as T;
}
