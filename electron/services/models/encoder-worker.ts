// An encoder worker thread: loads the bundled sentence encoder once, then embeds the texts it is sent, one request at a time.
// onnxruntime runs a model call on the calling thread, so the pool (encoder-pool.ts) runs two of these to use two cores.
import { workerData } from 'node:worker_threads';
import { serveRequests } from '../threads/serve-requests';
import { loadEncoder } from './encoder';
import type { EncoderWorkerData } from './encoder-protocol';

serveRequests({
  load: () => loadEncoder(workerData as EncoderWorkerData),
  info: () => undefined,
  handle: async (encoder, message) => {
    const vectors = await encoder.embed(message.texts as string[]);
    // Each vector has its own buffer (encoder.ts slices them), so they move to the main thread without a copy.
    return { value: vectors, transfer: vectors.map((v) => v.buffer as ArrayBuffer) };
  },
  dispose: (encoder) => encoder.dispose(),
});
