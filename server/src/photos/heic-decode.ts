import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../paths';

export type HeicResult =
  | { width: number; height: number; pixels: Uint8Array }
  | { tooLarge: true; width: number; height: number }
  | { error: string };

/**
 * The primary picture of an HEIC file as RGBA pixels, decoded on a thread of its own
 * (heic-thread.mjs says why). sharp's prebuilt libvips reads HEIF headers but has no HEVC
 * decoder, so the pixels come from libheif compiled to WebAssembly (heic-decode).
 */
export function decodeHeic(bytes: Buffer, maxPixels: number): Promise<HeicResult> {
  return new Promise((resolve) => {
    const worker = new Worker(join(SERVER_ROOT, 'src', 'photos', 'heic-thread.mjs'), {
      workerData: { bytes: new Uint8Array(bytes), maxPixels },
    });
    let answered = false;
    worker.once('message', (result: HeicResult) => {
      answered = true;
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', (err) => {
      answered = true;
      resolve({ error: err.message });
    });
    worker.once('exit', () => {
      if (!answered) resolve({ error: 'the decoder stopped' });
    });
  });
}
