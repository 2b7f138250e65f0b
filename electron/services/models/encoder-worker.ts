// One encoder thread of the pool: loads the sentence encoder once, then embeds the texts it is sent, one request at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { loadEncoder, type Encoder } from './encoder';
import type { EncoderWorkerData, FromEncoderWorker, ToEncoderWorker } from './encoder-protocol';

const port = parentPort;
if (!port) throw new Error('The encoder worker must run in a worker thread.');
const send = (message: FromEncoderWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

let encoder: Encoder | null = null;
/** The request in flight, so that closing waits for it: ending a thread inside onnxruntime aborts the process. */
let queue: Promise<void> = Promise.resolve();

const loading = loadEncoder(workerData as EncoderWorkerData).then(
  (loaded) => {
    encoder = loaded;
    send({ type: 'ready' });
  },
  (error: unknown) => send({ type: 'load-failed', message: messageOf(error) }),
);

async function embed(id: number, texts: string[]): Promise<void> {
  await loading;
  if (!encoder) return send({ type: 'error', id, message: 'The sentence encoder is not loaded.' });
  try {
    const vectors = await encoder.embed(texts);
    send(
      { type: 'vectors', id, vectors },
      vectors.map((v) => v.buffer as ArrayBuffer),
    );
  } catch (error) {
    send({ type: 'error', id, message: messageOf(error) });
  }
}

port.on('message', (message: ToEncoderWorker) => {
  if (message.type === 'embed') queue = queue.then(() => embed(message.id, message.texts));
  else
    void queue
      .then(() => loading)
      .then(() => encoder?.dispose())
      .finally(() => process.exit(0));
});
