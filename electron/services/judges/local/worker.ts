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
let draining = false;
let cancelledBeforeStart = 0;

async function drain(): Promise<void> {
  if (draining || !runtime) return;
  draining = true;
  try {
    for (;;) {
      // Let cancel messages that arrived during the last pass remove their requests first.
      await nextTurn();
      const next = queue.shift();
      if (!next) break;
      try {
        send({ type: 'result', id: next.id, result: await runtime.score(next.messages) });
      } catch (error) {
        send({ type: 'error', id: next.id, message: messageOf(error) });
      }
    }
  } finally {
    draining = false;
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'score') {
    queue.push({ id: message.id, messages: message.messages });
    void drain();
  } else if (message.type === 'cancel') {
    const at = queue.findIndex((q) => q.id === message.id);
    if (at >= 0) {
      queue.splice(at, 1);
      cancelledBeforeStart += 1;
    }
  } else {
    const counts = runtime?.stats() ?? { forwardPasses: 0, promptTokens: 0, reusedTokens: 0, cacheEntries: 0, cacheBytes: 0 };
    send({ type: 'stats', id: message.id, stats: { ...counts, cancelledBeforeStart } });
  }
});

LocalLmRuntime.load(workerData as WorkerOptions).then(
  (loaded) => {
    runtime = loaded;
    send({ type: 'ready', info: loaded.info });
    void drain();
  },
  (error: unknown) => send({ type: 'load-failed', message: messageOf(error) }),
);
