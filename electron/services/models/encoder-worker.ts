// An encoder worker thread: loads the bundled sentence encoder once, then embeds the texts it is sent, one request at a time.
// onnxruntime runs a model call on the calling thread, so the pool (encoder-pool.ts) runs two of these to use two cores.
import { parentPort, workerData } from 'node:worker_threads';
import { loadEncoder, type LocalEncoder } from './encoder';
import type { EncoderWorkerData, FromEncoderWorker, ToEncoderWorker } from './encoder-protocol';

const port = parentPort;
if (!port) throw new Error('The encoder worker must run in a worker thread.');
const send = (message: FromEncoderWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

let encoder: LocalEncoder | null = null;
/** The requests in order: each starts when the one before it has been answered. */
let queue: Promise<void> = Promise.resolve();

const loading = loadEncoder(workerData as EncoderWorkerData).then(
  (loaded) => {
    encoder = loaded;
    send({ type: 'ready' });
  },
  (error: unknown) => send({ type: 'load-failed', message: messageOf(error) }),
);

async function embed(id: number, texts: string[]): Promise<void> {
  try {
    if (!encoder) throw new Error('The encoder is not loaded.');
    const vectors = await encoder.embed(texts);
    // Each vector has its own buffer (encoder.ts slices them), so they move to the main thread without a copy.
    send(
      { type: 'vectors', id, vectors },
      vectors.map((v) => v.buffer as ArrayBuffer),
    );
  } catch (error) {
    send({ type: 'error', id, message: messageOf(error) });
  }
}

/** Ends the thread once no model call is in flight: terminating it during one would abort the process. */
async function close(): Promise<void> {
  await loading;
  await queue;
  await encoder?.dispose();
  process.exit(0);
}

port.on('message', (message: ToEncoderWorker) => {
  if (message.type === 'embed') queue = queue.then(() => embed(message.id, message.texts));
  else void close();
});
