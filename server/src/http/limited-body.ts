/**
 * A request's body, at most `max` bytes, for the routes that take files (json-bodies.ts
 * FILE_POSTS: photos and CSVs). A Content-Length over the limit is refused before reading; a
 * body sent without one (chunked) is counted as it arrives and dropped the moment it passes the
 * limit, so a large upload never sits in memory whole. `tooLarge` makes the route's own 413.
 */
export async function readLimitedBody(req: Request, max: number, tooLarge: () => Error): Promise<Buffer> {
  if (Number(req.headers.get('content-length') ?? Number.NaN) > max) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
