import { CSRF_HEADER } from '@store/contract/admin-constants';
import { PHOTO_MAX_BYTES, PHOTO_NAME_HEADER, PHOTO_TOO_LARGE, type UploadedPhoto } from '@store/contract/admin-photos';
import { AdminError, csrfToken } from '../admin-api';

/** The words shown when a file is too big, before any byte leaves the phone (the server's own). */
export const TOO_LARGE = PHOTO_TOO_LARGE;

/**
 * Sends one file to POST /api/admin/photos as its raw bytes (server/src/photos/photos.routes.ts),
 * reporting progress (0-1). XMLHttpRequest rather than fetch: fetch reports no upload progress.
 * Errors come back as AdminError with the server's message.
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<UploadedPhoto> {
  if (file.size > PHOTO_MAX_BYTES) return Promise.reject(new AdminError(413, TOO_LARGE, { file: TOO_LARGE }));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/photos');
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', file.type.startsWith('image/') ? file.type : 'application/octet-stream');
    xhr.setRequestHeader(PHOTO_NAME_HEADER, encodeURIComponent(file.name));
    xhr.setRequestHeader(CSRF_HEADER, csrfToken());
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new AdminError(0, 'The store did not answer. Check the connection and try again.'));
    xhr.onload = () => {
      let body: { data?: UploadedPhoto; error?: { message?: string; fields?: Record<string, string> } } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // a proxy's HTML error page: the status says enough
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) return resolve(body.data);
      const message =
        body.error?.message ?? (xhr.status === 413 ? TOO_LARGE : `The upload failed (${xhr.status || 'no answer'})`);
      reject(new AdminError(xhr.status, message, body.error?.fields ?? {}));
    };
    xhr.send(file);
  });
}
