import { useMutation } from '@tanstack/react-query';
import type { ApiErrorBody } from '@camp/shared/auth';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { md5Base64 } from '../components/md5';

interface DirectUploadResponse {
  signed_id: string;
  direct_upload: { url: string; headers: Record<string, string> };
}

/**
 * Active Storage's direct upload: POST /rails/active_storage/direct_uploads with the file's
 * name, size, type and base64 MD5, then PUT the bytes to the answered url with its headers.
 * Resolves to the signed_id the program form sends as `logo` (or, started at the waiver
 * documents' path, the waiver form's `document`).
 */
export async function directUpload(
  file: File,
  startPath = '/rails/active_storage/direct_uploads',
): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const started = await apiFetch<DirectUploadResponse>(startPath, {
    method: 'POST',
    body: {
      blob: {
        filename: file.name,
        byte_size: file.size,
        content_type: file.type,
        checksum: md5Base64(bytes),
      },
    },
  });
  const res = await fetch(started.direct_upload.url, {
    method: 'PUT',
    headers: started.direct_upload.headers,
    body: bytes,
  });
  if (!res.ok) {
    let body: ApiErrorBody | string | null = null;
    try {
      body = (await res.json()) as ApiErrorBody;
    } catch {
      body = null;
    }
    throw new ApiError(res.status, body);
  }
  return started.signed_id;
}

export function useDirectUploadMutation() {
  return useMutation({ mutationFn: (file: File) => directUpload(file) });
}

/** A waiver PDF's direct upload: the same protocol, started at the waiver documents' path. */
export const uploadWaiverPdf = (file: File) =>
  directUpload(file, '/api/v1/camp_directors/waiver_documents');
