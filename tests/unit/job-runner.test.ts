// The job runner: long work runs in a worker thread with progress, cancellation and clear errors,
// and a worker that dies fails its job instead of leaving the caller waiting.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { AppError } from '../../electron/services/errors';
import { JobRunner } from '../../electron/services/jobs/runner';
import { appJobsEntry } from '../../electron/services/jobs/entry';
import type { testJobs } from '../fixtures/jobs-test-worker';

const entry = new URL('../fixtures/jobs-test-worker.ts', import.meta.url);
let runner: JobRunner<typeof testJobs>;

afterEach(async () => {
  await runner?.stop();
});

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the job to fail');
};

describe('job runner', () => {
  it('runs a job in another thread, with progress and the worker data, and reuses the idle worker', async () => {
    runner = new JobRunner(entry, { databasePath: '/data/x.sqlite3' });
    const seen: [number, number][] = [];
    const result = await runner.run('count', { to: 5 }, { progress: (done, total) => seen.push([done, total]) });
    expect(result.counted).toBe(5);
    expect(result.data).toEqual({ databasePath: '/data/x.sqlite3' });
    expect(result.threadId).not.toBe(threadId);
    expect(seen).toEqual([1, 2, 3, 4, 5].map((n) => [n, 5]));
    const again = await runner.run('count', { to: 1 });
    expect(again.threadId).toBe(result.threadId);
    expect(runner.threads).toBe(1);
  });

  it.runIf(process.platform === 'linux')(
    'runs jobs at a lower CPU priority than the thread answering requests',
    async () => {
      runner = new JobRunner(entry, null);
      expect(await runner.run('nice', undefined)).toBe(10);
      const stat = readFileSync('/proc/thread-self/stat', 'utf8');
      expect(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])).toBe(0);
    },
  );

  it('runs jobs side by side in separate workers', async () => {
    runner = new JobRunner(entry, null);
    const [a, b] = await Promise.all([runner.run('count', { to: 20 }), runner.run('count', { to: 20 })]);
    expect(a.threadId).not.toBe(b.threadId);
  });

  it('cancels a job that stops when asked, and the worker stays usable', async () => {
    runner = new JobRunner(entry, null, { label: () => 'import' });
    const controller = new AbortController();
    const job = runner.run('waitForCancel', null, { signal: controller.signal, progress: () => controller.abort() });
    const error = await failure(job);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('cancelled');
    expect(error.message).toBe('The import was cancelled.');
    expect((await runner.run('count', { to: 1 })).counted).toBe(1);
  });

  it('ends a worker that ignores cancellation after the grace period', async () => {
    runner = new JobRunner(entry, null, { cancelGraceMs: 100 });
    const controller = new AbortController();
    const job = runner.run('ignoreCancel', null, { signal: controller.signal, progress: () => controller.abort() });
    expect(((await failure(job)) as AppError).code).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runner.threads).toBe(0);
  });

  it('refuses a job whose signal is already aborted', async () => {
    runner = new JobRunner(entry, null);
    const controller = new AbortController();
    controller.abort();
    expect(((await failure(runner.run('count', { to: 1 }, { signal: controller.signal }))) as AppError).code).toBe(
      'cancelled',
    );
  });

  it('passes an app error through with its code and details; a plain error keeps its message', async () => {
    runner = new JobRunner(entry, null);
    const refused = (await failure(runner.run('refuse', undefined))) as AppError;
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.code).toBe('conflict');
    expect(refused.message).toBe('The library changed meanwhile.');
    expect(refused.details).toEqual({ what: 'scenario 7' });
    const plain = await failure(runner.run('plainError', undefined));
    expect(plain).not.toBeInstanceOf(AppError);
    expect(plain.message).toBe('disk on fire');
  });

  it('turns a worker that exits or throws outside the job into a clear error, and starts a fresh worker next', async () => {
    runner = new JobRunner(entry, null, { label: () => 'backup' });
    const exited = (await failure(runner.run('exitThread', undefined))) as AppError;
    expect(exited.code).toBe('internal');
    expect(exited.message).toMatch(/The backup stopped unexpectedly: its background worker ended \(exit code 3\)/);
    const thrown = (await failure(runner.run('throwOutside', undefined))) as AppError;
    expect(thrown.code).toBe('internal');
    expect(thrown.message).toMatch(
      /The backup stopped with an error in its background worker \(thrown outside the job\)/,
    );
    expect((await runner.run('count', { to: 2 })).counted).toBe(2);
  });

  it('says so when a job kind does not exist', async () => {
    runner = new JobRunner(entry, null);
    const error = (await failure(runner.run('nope' as 'count', { to: 1 }))) as AppError;
    expect(error.message).toBe('There is no background job "nope".');
  });

  it('fails jobs still running when the runner stops', async () => {
    runner = new JobRunner(entry, null);
    const job = runner.run('ignoreCancel', null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await runner.stop();
    expect(((await failure(job)) as AppError).code).toBe('internal');
  });

  it('finds the app worker: the source under tsx/vitest, jobs-worker beside a bundle with its extension', () => {
    expect(appJobsEntry('file:///app/electron/services/jobs/entry.ts').href).toBe(
      'file:///app/electron/services/jobs/worker.ts',
    );
    expect(appJobsEntry('file:///app/dist/web.js').href).toBe('file:///app/dist/jobs-worker.js');
    expect(appJobsEntry('file:///cache/cli.mjs').href).toBe('file:///cache/jobs-worker.mjs');
  });
});
