// The fast analyzer on a worker thread of its own (analyzer-worker.ts), behind the same Analyzer interface: the thread
// that answers the app's requests (many trainees' on a class server) never runs an analysis, and analyses queue in
// order on the analyzer's thread. A thread that stops is started again for the next request. Where the worker's code
// is not at hand, the analyzer runs in this thread instead.
import { Worker } from 'node:worker_threads';
import type { AnalysisResult, AnalyzerInput } from '../../../shared/analyzer/types';
import { RequestThread, type ToRequestWorker } from '../threads/request-thread';
import { workerCode } from '../threads/worker-code';
import { createAnalyzer, type Analyzer, type AnalyzerOptions } from './analyzer';

export const BUNDLED_ANALYZER_WORKER = 'analyzer-worker';

/** The options a worker thread can be given (plain data: no encoder object, no callback). */
export type AnalyzerThreadData = Pick<
  AnalyzerOptions,
  'encoderOptions' | 'encoderWorkers' | 'encoderBudget' | 'embedAll'
>;
export type AnalyzerThreadInfo = { hasEncoder: boolean; hasLanguageId: boolean };
export type AnalyzerThreadOptions = AnalyzerThreadData & {
  /** Starts the worker thread; injectable so tests can watch or stop it. */
  spawn?: (entry: URL, data: AnalyzerThreadData) => Worker;
  /** Called when the thread cannot start and the analyzer runs in this thread instead. */
  onWarning?: (message: string) => void;
};

type Running = { thread: RequestThread<AnalyzerThreadInfo>; info: AnalyzerThreadInfo };

class ThreadAnalyzer implements Analyzer {
  private disposed = false;
  private restarting: Promise<Running> | null = null;

  constructor(
    private running: Running,
    private readonly start: () => Promise<Running>,
  ) {}

  get hasEncoder(): boolean {
    return this.running.info.hasEncoder;
  }

  get hasLanguageId(): boolean {
    return this.running.info.hasLanguageId;
  }

  analyze(input: AnalyzerInput): Promise<AnalysisResult> {
    return this.call<AnalysisResult>({ type: 'analyze', input });
  }

  async prepare(input: Omit<AnalyzerInput, 'reply'>): Promise<void> {
    await this.call({ type: 'prepare', input });
  }

  /** Queued before any later request, so the next analysis is cold. */
  clearCache(): void {
    void this.call({ type: 'clear' }).catch(() => undefined);
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await (await this.restarting?.catch(() => null))?.thread.close();
    await this.running.thread.close();
  }

  private async call<T>(message: Omit<ToRequestWorker, 'id'>): Promise<T> {
    if (this.disposed) throw new Error('The analyzer has been disposed.');
    if (!this.running.thread.alive) {
      // The thread stopped (a crash): one new thread for everyone waiting.
      this.restarting ??= this.start().finally(() => (this.restarting = null));
      this.running = await this.restarting;
    }
    return this.running.thread.request<T>(message);
  }
}

const spawnAnalyzerWorker = (entry: URL, data: AnalyzerThreadData) =>
  new Worker(entry, { workerData: data, execArgv: [] });

/**
 * Starts the analyzer's thread and waits until it has loaded; in this thread when its code is not at hand or the
 * thread cannot start (coaching then still works, on this thread).
 */
export async function loadAnalyzerThread(options: AnalyzerThreadOptions = {}): Promise<Analyzer> {
  const { spawn = spawnAnalyzerWorker, onWarning, ...data } = options;
  const entry = await workerCode(import.meta.url, './analyzer-worker.ts', BUNDLED_ANALYZER_WORKER);
  if (!entry) return createAnalyzer(data);
  const start = async (): Promise<Running> => {
    const thread = new RequestThread<AnalyzerThreadInfo>(spawn(entry, data), 'analyzer');
    return { thread, info: await thread.ready };
  };
  try {
    return new ThreadAnalyzer(await start(), start);
  } catch (error) {
    const warn = onWarning ?? ((message: string) => console.warn(`[analyzer] ${message}`));
    warn(`The analyzer's thread could not start, so it runs in this thread: ${(error as Error).message}`);
    return createAnalyzer(data);
  }
}
