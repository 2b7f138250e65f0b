// The local LLM judge's worker thread: loads the model once, then runs score requests one at a time, in order.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { ChatMessage } from '../../../../shared/prompts/types';
import type { FromWorker, ToWorker, WorkerOptions } from './protocol';
import { LocalLmRuntime } from './runtime';

const port = parentPort;
if (!port) throw new Error('The local judge worker must run in a worker thread.');
const send = (message: FromWorker) => port.postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const queue: { id: number; messages: ChatMessage[] }[] = [];
let runtime: LocalLmRuntime | null = null;
let draining: Promise<void> | null = null;
let closing = false;
let cancelledBeforeStart = 0;

async function drainQueue(model: LocalLmRuntime): Promise<void> {
  for (;;) {
    // Let cancel (and close) messages that arrived during the last pass act first.
    await nextTurn();
    const next = closing ? undefined : queue.shift();
    if (!next) return;
    try {
      send({ type: 'result', id: next.id, result: await model.score(next.messages) });
    } catch (error) {
      send({ type: 'error', id: next.id, message: messageOf(error) });
    }
  }
}

function drain(): void {
  if (draining || !runtime) return;
  draining = drainQueue(runtime).finally(() => (draining = null));
}

const loading = LocalLmRuntime.load(workerData as WorkerOptions).then(
  (loaded) => {
    runtime = loaded;
    send({ type: 'ready', info: loaded.info });
    drain();
  },
  (error: unknown) => send({ type: 'load-failed', message: messageOf(error) }),
);

/**
 * Ends the thread once no native work is in flight: terminating a worker while onnxruntime is
 * creating a session or running one aborts the whole process.
 */
async function shutDown(): Promise<void> {
  closing = true;
  queue.length = 0;
  await loading;
  await draining;
  await runtime?.dispose();
  process.exit(0);
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'score') {
    if (closing) return;
    queue.push({ id: message.id, messages: message.messages });
    drain();
  } else if (message.type === 'cancel') {
    const at = queue.findIndex((q) => q.id === message.id);
    if (at >= 0) {
      queue.splice(at, 1);
      cancelledBeforeStart += 1;
    }
  } else if (message.type === 'stats') {
    const counts = runtime?.stats() ?? {
      forwardPasses: 0,
      promptTokens: 0,
      reusedTokens: 0,
      cacheEntries: 0,
      cacheBytes: 0,
    };
    send({ type: 'stats', id: message.id, stats: { ...counts, cancelledBeforeStart } });
  } else void shutDown();
});
