// The analyzer's worker thread: loads the fast analyzer once (its encoder threads, fastText, cues), then answers
// analyze, prepare and clear requests in order, so the thread that answers the app's requests never runs an analysis.
import { workerData } from 'node:worker_threads';
import { serveRequests } from '../threads/serve-requests';
import { createAnalyzer } from './analyzer';
import type { AnalyzerThreadData, AnalyzerThreadInfo } from './analyzer-thread';
import type { AnalyzerInput } from '../../../shared/analyzer/types';

serveRequests({
  load: () => createAnalyzer(workerData as AnalyzerThreadData),
  info: (analyzer): AnalyzerThreadInfo => ({ hasEncoder: analyzer.hasEncoder, hasLanguageId: analyzer.hasLanguageId }),
  handle: async (analyzer, message) => {
    if (message.type === 'analyze') return { value: await analyzer.analyze(message.input as AnalyzerInput) };
    if (message.type === 'prepare') {
      await analyzer.prepare(message.input as AnalyzerInput);
      return { value: null };
    }
    if (message.type === 'clear') {
      analyzer.clearCache();
      return { value: null };
    }
    throw new Error(`Unknown request: ${message.type}`);
  },
  dispose: (analyzer) => analyzer.dispose(),
});
