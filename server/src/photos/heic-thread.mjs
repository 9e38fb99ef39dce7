// Decodes one HEIC picture on a worker thread (heic-decode.ts starts one per picture).
// libheif runs as WebAssembly, synchronously: a 12-megapixel phone photo takes about a second,
// which on the server's own thread would stall every shopper's request for as long. A fresh
// thread per picture also hands the WebAssembly memory (hundreds of MB for a large photo) back
// when it ends. Plain JavaScript, like db/pglite-thread.mjs, so the built server runs it as is.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

const { bytes, maxPixels } = workerData;
try {
  const images = await decode.all({ buffer: new Uint8Array(bytes) });
  const primary = images[0];
  if (!primary) throw new Error('no picture in the file');
  if (primary.width * primary.height > maxPixels) {
    parentPort.postMessage({ tooLarge: true, width: primary.width, height: primary.height });
  } else {
    const { width, height, data } = await primary.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ width, height, pixels }, [pixels.buffer]);
  }
} catch (err) {
  parentPort.postMessage({ error: String(err?.message ?? err) });
}
