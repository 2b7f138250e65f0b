// Class-server benchmark: N simulated trainees (default 100) on one `culturecare serve` process,
// each autosaving a draft every 2 s with live coaching on it (the fast analyzer), and now and then
// submitting it for feedback to the test judge
// server, for a bounded time; a quarter of the way in an instructor imports a large annotation file,
// later they export grades and the research file and take a backup (all run in worker threads).
// Prints requests/s, API p50/p95/p99, the p95 of the normal phase next to the p95 while the import
// and while the exports and backup run, errors and lost drafts.
// Usage: tsx scripts/bench-class.ts [--trainees 100] [--seconds 60]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startChatServer } from '../tests/fixtures/chat-server';
import { Client } from '../tests/helpers/class-server';

const { values } = parseArgs({ options: { trainees: { type: 'string' }, seconds: { type: 'string' } }, strict: false });
const TRAINEES = Number(values.trainees ?? 100);
const SECONDS = Number(values.seconds ?? 60);
const root = join(import.meta.dirname, '..');

type Sample = { method: string; ms: number; ok: boolean; at: number };
type Window = { from: number; to: number };
type TaskEnd = { type: string; taskId: string; error?: { message: string } };

/** The instructor's event stream (as the browser opens it): resolves when a task ends. */
async function openEvents(base: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { Cookie: cookie }, signal: controller.signal });
  const ended = new Map<string, TaskEnd>();
  const waiting = new Map<string, (end: TaskEnd) => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('');
          if (!data) continue;
          const event = JSON.parse(data) as TaskEnd;
          if (event.type !== 'task.done' && event.type !== 'task.failed') continue;
          ended.set(event.taskId, event);
          waiting.get(event.taskId)?.(event);
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    finished: (taskId: string) =>
      new Promise<TaskEnd>((resolve) => {
        const end = ended.get(taskId);
        if (end) resolve(end);
        else waiting.set(taskId, resolve);
      }),
    close: () => controller.abort(),
  };
}
const samples: Sample[] = [];

async function timedCall(
  client: Client,
  method: string,
  body: unknown = {},
): Promise<{ ok: boolean; value?: unknown }> {
  const started = performance.now();
  let answer: { ok: boolean; value?: unknown };
  try {
    answer = await client.call(method, body);
  } catch {
    answer = { ok: false };
  }
  samples.push({ method, ms: performance.now() - started, ok: answer.ok, at: Date.now() });
  return answer;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function startServer(dataDir: string): Promise<{ base: string; code: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      join(root, 'bin/culturecare.js'),
      'serve',
      '--data-dir',
      dataDir,
      '--port',
      '0',
      '--init-instructor',
      'Bench Instructor',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const ready = await new Promise<{ base: string; code: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const base = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      const code = /Join code for Bench Instructor: ([A-Z0-9-]+)/.exec(output)?.[1];
      if (base && code) resolve({ base, code });
    });
  });
  return { ...ready, stop: () => child.kill('SIGTERM') };
}

/** Sentences a trainee's draft is made of (written for this bench), in turn. */
const DRAFT_SENTENCES = [
  'I hear how heavy this week has been for you',
  'It makes sense that you feel torn between your family and your own plans',
  'Have you been able to talk with anyone you trust about it',
  'Maybe one honest conversation with your sister could be a first step',
  'You are not weak for finding this hard',
  'Many people who move far from home feel lonely at first',
  'What helped you the last time things felt this heavy',
  'If you ever think of hurting yourself, please call a crisis line right away',
];

/** A trainee's draft after `words` words: each sentence carries the trainee's number, so no two trainees share one. */
function draftText(trainee: number, words: number): string {
  const all: string[] = [];
  for (let k = 0; all.length < words; k++)
    all.push(...`${DRAFT_SENTENCES[k % DRAFT_SENTENCES.length]} (${trainee}.${k}).`.split(' '));
  return all.slice(0, words).join(' ').slice(0, 4000);
}

/** A CultureCare annotation file of `records` posts (the published format), each with several phrases. */
function bigAnnotationFile(records: number): string {
  const lines: string[] = [];
  for (let i = 0; i < records; i++) {
    lines.push(
      JSON.stringify({
        culture: 'German',
        post_id: `bench-${i}`,
        post: {
          text: `https://example.org/posts/bench-${i}`,
          emotional_distress: [
            { phrase: `Seit Wochen liege ich nachts wach, Nummer ${i}`, intensity: 'moderate' },
            { phrase: 'alles wird mir zu viel', intensity: 'high' },
          ],
          cultural_signals: [{ phrase: `meine Familie erwartet, dass ich es allein schaffe ${i}`, type: 'Knowledge' }],
          demographic_info: { gender: 'unknown', age: 'unknown', settlement: 'unknown' },
        },
        response: {
          emotional_support: [
            { phrase: 'Das klingt sehr belastend.', strategy: 'Reflection of Feelings' },
            { phrase: 'Magst du erzählen, was dir bisher geholfen hat?', strategy: 'Questions' },
          ],
          cultural_signals: [],
          empathy_score: '4 quite empathetic',
        },
      }),
    );
  }
  return lines.join('\n');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'culturecare-bench-class-'));
  const judge = await startChatServer();
  judge.setLatency(300);
  const server = await startServer(dataDir);
  try {
    const instructor = new Client(server.base);
    await instructor.value('auth.join', { code: server.code, password: 'bench-instructor-1' });
    const provider = await instructor.value<{ id: string }>('judges.save', {
      kind: 'openai',
      label: 'Department vLLM (test server)',
      baseUrl: judge.baseUrl,
      model: 'bench',
      maxConcurrency: 16,
      defaultFor: ['rubric-b'],
    });
    const roster = [
      'name,role,cohort',
      ...Array.from({ length: TRAINEES }, (_, i) => `Trainee ${i + 1},trainee,Bench`),
    ].join('\n');
    const report = await instructor.value<{ created: { displayName: string; code: string }[] }>(
      'accounts.importRoster',
      {
        fileName: 'roster.csv',
        content: roster,
      },
    );
    const scenarios = await instructor.value<{ items: { id: number; textNeeded: boolean }[] }>('library.list', {});
    const scenarioId = scenarios.items.find((s) => !s.textNeeded)!.id;
    const exercise = await instructor.value<{ id: number }>('exercises.create', {
      title: 'Bench week',
      scenarioIds: [scenarioId],
      steps: ['draft'],
      feedbackRounds: 5,
      rubricIds: ['rubric-b'],
      judgeIds: [provider.id],
      assignees: { cohorts: ['Bench'] },
    });
    console.log(`Setting up ${TRAINEES} trainees…`);
    const trainees = await Promise.all(
      report.created.map(async (issued, i) => {
        const client = new Client(server.base);
        await client.value('auth.join', { code: issued.code, password: `trainee-pass-${i}` });
        const attempt = await client.value<{ id: number }>('practice.open', { exerciseId: exercise.id, scenarioId });
        await client.value('practice.advance', { attemptId: attempt.id, to: 'draft' });
        // The draft step opens with live coaching on the empty draft, which starts loading the analyzer.
        await client.value('practice.coach', { attemptId: attempt.id, text: '' });
        return { client, attemptId: attempt.id, lastSaved: '' };
      }),
    );
    samples.length = 0;
    const until = Date.now() + SECONDS * 1000;
    const importWindow: Window = { from: 0, to: 0 };
    const jobsWindow: Window = { from: 0, to: 0 };
    const jobOutcomes: string[] = [];
    const importer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 4));
      const content = bigAnnotationFile(4000);
      importWindow.from = Date.now();
      const answer = await instructor.call('import.culturecare', { fileName: 'big.jsonl', content, dryRun: false });
      importWindow.to = Date.now();
      // An import that rejects its lines writes nothing: it would measure nothing, so it counts as failed.
      const report = answer.value as { imported?: number; rejected?: unknown[] } | undefined;
      const imported = report?.imported ?? 0;
      jobOutcomes.push(
        answer.ok && imported === 4000
          ? `import ok (${imported} posts)`
          : `import failed (${answer.error?.message ?? `${imported} of 4000 imported, ${report?.rejected?.length ?? '?'} lines rejected`})`,
      );
    })();
    const exporter = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000 * 3) / 5));
      const events = await openEvents(server.base, instructor.cookie!);
      jobsWindow.from = Date.now();
      const tasks: [string, string, unknown][] = [
        ['grades export', 'exports.create', { kind: 'grades_csv' }],
        ['research export', 'exports.create', { kind: 'research_jsonl' }],
        ['backup', 'data.backup', {}],
      ];
      await Promise.all(
        tasks.map(async ([name, method, body]) => {
          const started = await instructor.call(method, body);
          const taskId = (started.value as { taskId?: string } | undefined)?.taskId;
          if (!taskId) return void jobOutcomes.push(`${name} refused (${started.error?.message})`);
          const end = await events.finished(taskId);
          jobOutcomes.push(`${name} ${end.type === 'task.done' ? 'ok' : `failed (${end.error?.message})`}`);
        }),
      );
      jobsWindow.to = Date.now();
      events.close();
    })();
    await Promise.all(
      trainees.map(async (trainee, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i * 2000) / TRAINEES));
        let words = 0;
        let tick = 0;
        while (Date.now() < until) {
          words += 3;
          tick += 1;
          const text = draftText(i, words);
          const saved = await timedCall(trainee.client, 'practice.saveDraft', { attemptId: trainee.attemptId, text });
          if (saved.ok) trainee.lastSaved = text;
          // The practice screen asks for live coaching on the text as it changes (the fast analyzer).
          await timedCall(trainee.client, 'practice.coach', { attemptId: trainee.attemptId, text });
          if (tick % 10 === 0) {
            const state = await timedCall(trainee.client, 'practice.submitVersion', {
              attemptId: trainee.attemptId,
              text,
              forFeedback: true,
            });
            const version = (state.value as { versions?: { id: number }[] } | undefined)?.versions?.at(-1);
            if (version) await timedCall(trainee.client, 'practice.scoreVersion', { versionId: version.id });
            await timedCall(trainee.client, 'practice.advance', { attemptId: trainee.attemptId, to: 'draft' });
          }
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
      }),
    );
    await Promise.all([importer, exporter]);
    let lost = 0;
    for (const trainee of trainees) {
      const state = await trainee.client.value<{ draft: { text: string } }>('practice.get', {
        attemptId: trainee.attemptId,
      });
      const stored = state.draft.text;
      // A submitted version is stored trimmed (and becomes the draft), so compare without outer whitespace.
      if (trainee.lastSaved && stored.trim() !== trainee.lastSaved.trim()) lost++;
    }
    const all = samples.map((s) => s.ms);
    // Requests that overlapped a job (started before it ended and finished after it began): a request
    // stalled by the job finishes after it, so counting by finish time alone would miss exactly those.
    const overlaps = (s: Sample, w: Window) => w.to > 0 && s.at >= w.from && s.at - s.ms <= w.to;
    const during = (w: Window) => samples.filter((s) => overlaps(s, w)).map((s) => s.ms);
    const normal = samples.filter((s) => !overlaps(s, importWindow) && !overlaps(s, jobsWindow)).map((s) => s.ms);
    const errors = samples.filter((s) => !s.ok);
    const byMethod = new Map<string, number[]>();
    for (const s of samples) byMethod.set(s.method, [...(byMethod.get(s.method) ?? []), s.ms]);
    console.log(`\nClass server: ${TRAINEES} trainees for ${SECONDS} s (2 cores), judge at 300 ms`);
    console.log(
      `requests: ${samples.length} (${(samples.length / SECONDS).toFixed(1)}/s), errors: ${errors.length}, lost drafts: ${lost}`,
    );
    console.log(
      `API latency: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`,
    );
    const phase = (name: string, values: number[], w?: Window) =>
      console.log(
        `  ${name.padEnd(44)} ${w ? `${((w.to - w.from) / 1000).toFixed(1).padStart(5)} s` : '       '}  n=${String(values.length).padStart(5)}  p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms`,
      );
    console.log('API latency by phase:');
    phase('normal (no long job running)', normal);
    if (importWindow.to) phase('instructor imports 4,000 posts', during(importWindow), importWindow);
    if (jobsWindow.to) phase('grades + research export + backup', during(jobsWindow), jobsWindow);
    // The first seconds, when every trainee's first drafts arrive together, against the rest of the run.
    const settled = until - SECONDS * 1000 + 10_000;
    phase(
      'first 10 s (everyone starts drafting)',
      samples.filter((x) => x.at < settled).map((x) => x.ms),
    );
    phase(
      'after the first 10 s',
      samples.filter((x) => x.at >= settled).map((x) => x.ms),
    );
    console.log(`long jobs: ${jobOutcomes.join(', ')}`);
    for (const [method, values] of byMethod)
      console.log(
        `  ${method.padEnd(24)} n=${String(values.length).padStart(5)}  p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms`,
      );
    if (errors.length) console.log(`first errors: ${[...new Set(errors.map((e) => e.method))].join(', ')}`);
    const goal = percentile(all, 95) < 200 && errors.length === 0 && lost === 0;
    console.log(
      goal
        ? 'Goal met: p95 < 200 ms, no errors, no lost drafts.'
        : 'Goal NOT met (p95 < 200 ms, 0 errors, 0 lost drafts).',
    );
  } finally {
    server.stop();
    await judge.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
