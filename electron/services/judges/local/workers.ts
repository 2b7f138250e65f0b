// One judge worker per local model, shared by every judge that uses the model and kept between runs; all closed when the app stops.
import type { WorkerOptions } from './protocol';
import { JudgeWorkerClient } from './worker-client';

type Entry = { key: string; client: JudgeWorkerClient };

export class LocalModelWorkers {
  private readonly running = new Map<string, Entry>();

  /** Models with a worker client (started, or started by the next request). */
  get size(): number {
    return this.running.size;
  }

  /**
   * The worker client of a model, reused while its files (identity) and options stay the same.
   * A model whose files changed, or whose load failed, gets a new worker (the old one is closed).
   */
  clientFor(modelId: string, identity: string, options: WorkerOptions): JudgeWorkerClient {
    const key = JSON.stringify([identity, options]);
    const current = this.running.get(modelId);
    if (current && current.key === key && !current.client.loadFailed) return current.client;
    if (current) void current.client.close();
    const client = new JudgeWorkerClient(options);
    this.running.set(modelId, { key, client });
    return client;
  }

  /** Stops every worker (each finishes the forward pass in flight first) and forgets them. */
  async close(): Promise<void> {
    const entries = [...this.running.values()];
    this.running.clear();
    await Promise.all(entries.map((e) => e.client.close()));
  }
}
