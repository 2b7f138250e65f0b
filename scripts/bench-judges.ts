// Judging benchmark: N replies x the 7 Rubric A items against the test chat server at 300 ms per call, measured side by
// side on the same jobs: one call at a time (the way the study's pipeline scored), then the app's scheduler at each kind
// of server's default number of requests at once (this computer 2, commercial API 8, department server 16). Each run is
// then repeated on the same replies, and the calls the server received for that repeat are counted (the cache should make
// it zero). Usage: tsx scripts/bench-judges.ts [--replies=N] (default 20; --full is 100)
import BetterSqlite3 from 'better-sqlite3';
import { migrate } from '../electron/services/db/open';
import { expandJobs } from '../electron/services/judges/jobs';
import { createOpenAiJudge } from '../electron/services/judges/openai/judge';
import { JudgeScheduler } from '../electron/services/judges/scheduler';
import { sqliteJudgementStore } from '../electron/services/judges/store';
import { SERVER_KIND_CONCURRENCY } from '../shared/domain/judge-servers';
import { requireRubric } from '../shared/rubrics/registry';
import { startChatServer } from '../tests/fixtures/chat-server';

const LATENCY_MS = 300;
const repliesArg = process.argv.find((a) => a.startsWith('--replies='));
const REPLIES = process.argv.includes('--full') ? 100 : repliesArg ? Number(repliesArg.slice('--replies='.length)) : 20;

const texts = Array.from({ length: REPLIES }, (_, i) => ({
  input: {
    post: `Post ${i}: my family says my sadness is only a phase and I should pray more.`,
    reply: `Reply ${i}: that sounds heavy; it makes sense you feel unseen.`,
    culture: 'Arabic',
  },
}));

type Run = {
  label: string;
  concurrency: number;
  calls: number;
  ms: number;
  ok: number;
  cachedMs: number;
  cachedCalls: number;
};

async function measure(label: string, concurrency: number): Promise<Run> {
  const server = await startChatServer();
  server.setLatency(LATENCY_MS);
  const db = new BetterSqlite3(':memory:');
  migrate(db);
  try {
    const scheduler = new JudgeScheduler({ store: sqliteJudgementStore(db) });
    const judge = createOpenAiJudge({
      id: 'bench',
      baseUrl: server.baseUrl,
      model: 'bench',
      maxConcurrency: concurrency,
    });
    scheduler.setConcurrency(judge.provider.key, concurrency);
    const jobs = expandJobs({ judges: [judge], rubric: requireRubric('rubric-a'), texts });
    let started = performance.now();
    const first = await scheduler.run(jobs);
    const ms = performance.now() - started;
    const callsBefore = server.chatRequests().length;
    started = performance.now();
    await scheduler.run(jobs);
    const cachedMs = performance.now() - started;
    return {
      label,
      concurrency,
      calls: callsBefore,
      ms,
      ok: first.counts.ok,
      cachedMs,
      cachedCalls: server.chatRequests().length - callsBefore,
    };
  } finally {
    await server.close();
    db.close();
  }
}

const runs: Run[] = [await measure('one call at a time', 1)];
const kinds: [string, number][] = [
  ['app default: server on this computer', SERVER_KIND_CONCURRENCY['this-computer']],
  ['app default: commercial API', SERVER_KIND_CONCURRENCY.commercial],
  ['app default: department server', SERVER_KIND_CONCURRENCY.department],
];
if (!kinds.some(([, c]) => c === 16)) kinds.push(['16 at once', 16]);
for (const [label, concurrency] of kinds) runs.push(await measure(`${label} (${concurrency} at once)`, concurrency));

const serial = runs[0] as Run;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\nJudging ${REPLIES} replies x 7 items (${serial.calls} calls) at ${LATENCY_MS} ms per call; every run measured in full`,
);
console.table(
  runs.map((r) => ({
    run: r.label,
    'wall time': seconds(r.ms),
    'speed-up': `${(serial.ms / r.ms).toFixed(1)}x`,
    'scored ok': r.ok,
    'model calls': r.calls,
    'repeat (cache)': seconds(r.cachedMs),
    'calls in repeat': r.cachedCalls,
  })),
);
