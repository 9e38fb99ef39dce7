// Photos the staff upload from the console (server/src/photos/, docs/decisions/0027): limits and
// shapes shared by the server and the console's picker (web/app/admin/photos/). No zod: the
// browser's console imports this file.

/** The largest file taken, in bytes (15 MB); read as it arrives, never buffered past this. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The answer to a file over PHOTO_MAX_BYTES (413), from the server or before sending it. */
export const PHOTO_TOO_LARGE = 'This photo is larger than 15 MB. Choose a smaller one.';
/** The most pixels a photo may have (50 megapixels): a phone's camera is 12-48. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The file's name travels URI-encoded in this header; the body is the file's bytes. */
export const PHOTO_NAME_HEADER = 'x-file-name';
/** What the file chooser offers (the server reads the real type from the bytes). */
export const PHOTO_ACCEPT = 'image/*,.heic,.heif';
/** Names kept up to this length (bulk import matches rows by name). */
export const PHOTO_NAME_MAX = 200;

/** One uploaded photo as the API answers it. `path` is an image base path like the catalogue's. */
export interface UploadedPhoto {
  id: string;
  /** `/images/u/<id>`, served at `<path>/<width>.<format>` like every store image */
  path: string;
  width: number;
  height: number;
  originalName: string;
  createdAt: string;
}

/** `/images/u/<id>`: ids are 22 characters of base64url (128 random bits). */
export const UPLOADED_PHOTO_PATH = /^\/images\/u\/[A-Za-z0-9_-]{22}$/;
