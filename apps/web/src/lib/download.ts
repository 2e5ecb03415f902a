import { ApiError, buildQuery, type RequestOptions } from './api-client';
import { getToken } from './session';

/**
 * Downloads a file the API serves to a signed-in user (a CSV export): fetched with the bearer
 * token, which a plain link cannot carry, then saved under the name the server gives.
 */
export async function downloadFile(
  path: string,
  query: RequestOptions['query'],
  fallbackName: string,
): Promise<void> {
  const token = getToken();
  const res = await fetch(`${path}${buildQuery(query)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A plain-text error body stays as it is.
    }
    throw new ApiError(res.status, body as ConstructorParameters<typeof ApiError>[1]);
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
