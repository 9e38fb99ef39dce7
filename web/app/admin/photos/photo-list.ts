// The picker's list operations, pure so they are tested without a browser (photo-list.test.ts).
// The first path is the colour's thumbnail (the card's picture), so "set as thumbnail" moves a
// photo to the front.

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function movePhoto(paths: readonly string[], from: number, to: number): string[] {
  const last = paths.length - 1;
  const a = Math.min(Math.max(from, 0), last);
  const b = Math.min(Math.max(to, 0), last);
  const next = [...paths];
  if (a === b || last < 0) return next;
  const [item] = next.splice(a, 1);
  next.splice(b, 0, item);
  return next;
}

export const removePhoto = (paths: readonly string[], index: number): string[] => paths.filter((_, i) => i !== index);

/** The photo at `index` becomes the first one, the others keep their order. */
export const makeThumbnail = (paths: readonly string[], index: number): string[] => movePhoto(paths, index, 0);

/** Appends paths not already in the list (the server hands the same id back for the same picture). */
export function addPhotos(paths: readonly string[], added: readonly string[]): string[] {
  const next = [...paths];
  for (const p of added) if (!next.includes(p)) next.push(p);
  return next;
}

/** A small picture of any store image base path (uploaded `/images/u/..` or generated `/images/p/..`). */
export const thumbnailOf = (path: string) => `${path}/160.webp`;
