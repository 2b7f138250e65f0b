// Judging benchmark: 100 replies x 7 Rubric A items against the test chat server at 300 ms latency.
// Compares the app's scheduler (concurrent per provider) with one call at a time, the way the study's
// pipeline scored, and then re-runs from the cache. Usage: tsx scripts/bench-judges.ts [--full]
import BetterSqlite3 from 'better-sqlite3';
import { migrate } from '../electron/services/db/open';
import { expandJobs } from '../electron/services/judges/jobs';
import { createOpenAiJudge } from '../electron/services/judges/openai/judge';
import { JudgeScheduler } from '../electron/services/judges/scheduler';
import { sqliteJudgementStore } from '../electron/services/judges/store';
import { requireRubric } from '../shared/rubrics/registry';
import { startChatServer } from '../tests/fixtures/chat-server';

const REPLIES = 100;
const LATENCY_MS = 300;
const CONCURRENCY = 16;
const full = process.argv.includes('--full');

const texts = Array.from({ length: REPLIES }, (_, i) => ({
  input: {
    post: `Post ${i}: my family says my sadness is only a phase and I should pray more.`,
    reply: `Reply ${i}: that sounds heavy; it makes sense you feel unseen.`,
    culture: 'Arabic',
  },
}));

async function timed(label: string, concurrency: number, replies: number) {
  const server = await startChatServer();
  server.setLatency(LATENCY_MS);
  const db = new BetterSqlite3(':memory:');
  migrate(db);
  const scheduler = new JudgeScheduler({ store: sqliteJudgementStore(db) });
  const judge = createOpenAiJudge({
    id: 'bench',
    baseUrl: server.baseUrl,
    model: 'bench',
    maxConcurrency: concurrency,
  });
  scheduler.setConcurrency(judge.provider.key, concurrency);
  const jobs = expandJobs({ judges: [judge], rubric: requireRubric('rubric-a'), texts: texts.slice(0, replies) });
  const started = performance.now();
  const first = await scheduler.run(jobs);
  const firstMs = performance.now() - started;
  const again = performance.now();
  const second = await scheduler.run(jobs);
  const cachedMs = performance.now() - again;
  await server.close();
  db.close();
  return {
    label,
    jobs: jobs.length,
    firstMs,
    cachedMs,
    ok: first.counts.ok,
    fromCache: second.counts.fromCache,
    requests: server.chatRequests().length,
  };
}

const app = await timed(`app scheduler (${CONCURRENCY} at once)`, CONCURRENCY, REPLIES);
// One call at a time takes jobs x latency; by default it is measured on 10 replies and scaled.
const sampleReplies = full ? REPLIES : 10;
const serial = await timed(`one call at a time${full ? '' : ' (10 replies, scaled x10)'}`, 1, sampleReplies);
const serialMs = serial.firstMs * (REPLIES / sampleReplies);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`\nJudging ${REPLIES} replies x 7 items (${app.jobs} calls) at ${LATENCY_MS} ms per call`);
console.table([
  { run: app.label, 'wall time': seconds(app.firstMs), 'scored ok': app.ok, 'model calls': app.requests },
  {
    run: serial.label,
    'wall time': seconds(serialMs),
    'scored ok': serial.ok * (REPLIES / sampleReplies),
    'model calls': serial.requests * (REPLIES / sampleReplies),
  },
  {
    run: 'second run, same replies (cache)',
    'wall time': seconds(app.cachedMs),
    'scored ok': app.fromCache,
    'model calls': 0,
  },
]);
console.log(`Speed-up of the app's scheduler over one call at a time: ${(serialMs / app.firstMs).toFixed(1)}x`);
