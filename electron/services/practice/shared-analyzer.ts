// One fast analyzer for the whole app, on a worker thread of its own: practice and role-play coaching borrow the same
// one (its models, threads and caches are loaded once), a coach's dispose gives it back, and stop() ends it when the
// services stop.
import type { AnalysisResult, AnalyzerInput } from '../../../shared/analyzer/types';
import type { Analyzer } from '../analyzer';
import { loadAnalyzerThread } from '../analyzer/analyzer-thread';
import type { AnalyzerFactory } from './coach';

/** The shared analyzer as one coach sees it: everything but dispose, which leaves it to the others. */
class BorrowedAnalyzer implements Analyzer {
  constructor(private readonly shared: Analyzer) {}
  get hasEncoder(): boolean {
    return this.shared.hasEncoder;
  }
  get hasLanguageId(): boolean {
    return this.shared.hasLanguageId;
  }
  analyze(input: AnalyzerInput): Promise<AnalysisResult> {
    return this.shared.analyze(input);
  }
  prepare(input: Omit<AnalyzerInput, 'reply'>): Promise<void> {
    return this.shared.prepare(input);
  }
  clearCache(): void {
    this.shared.clearCache();
  }
  async dispose(): Promise<void> {}
}

export interface SharedAnalyzer {
  /** For each coach: loads the analyzer on first use (again after a failed load) and lends it. */
  factory: AnalyzerFactory;
  /** Loads it now, before any coach asks (a class server at start); rejects when it cannot load. */
  warm(): Promise<void>;
  /** Ends the analyzer (if it was loaded); a later factory call loads a new one. */
  stop(): Promise<void>;
}

/** `load` defaults to the analyzer on a worker thread of its own (analyzer-thread.ts). */
export function sharedAnalyzer(load: () => Promise<Analyzer> = () => loadAnalyzerThread()): SharedAnalyzer {
  let loading: Promise<Analyzer> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    factory: () => loaded().then((analyzer) => new BorrowedAnalyzer(analyzer)),
    warm: async () => {
      await loaded();
    },
    stop: async () => {
      const current = loading;
      loading = null;
      await (await current?.catch(() => null))?.dispose();
    },
  };
}
