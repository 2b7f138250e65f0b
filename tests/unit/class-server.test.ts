// The class server over real HTTP: nothing public before sign-in, the first instructor from the
// console's setup code, join codes, sign-in throttling, sessions per browser (sign-out, sign-out
// everywhere, idle expiry), per-request identity, task events only to their session, and refusals
// of cross-site requests, wrong hosts, oversized bodies and other people's records.
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract, METHOD_NAMES } from '../../shared/api/contract';
import { accessIn } from '../../shared/api/mode-access';
import { LIBRARY_DIR } from '../helpers/library';
import { firstInstructor, joinedAccount, startTestClassServer, type TestClassServer } from '../helpers/class-server';

let t: TestClassServer;
beforeEach(async () => (t = await startTestClassServer()));
afterEach(async () => t.stop());

describe('before anyone signs in', () => {
  it('answers only the sign-in methods: every other method needs a session', async () => {
    const anonymous = t.client();
    const open = METHOD_NAMES.filter((m) => accessIn('server', m, contract[m].access) === 'public');
    expect(open.sort()).toEqual(
      [
        'app.info',
        'auth.join',
        'auth.setup',
        'auth.signIn',
        'auth.status',
        'session.get',
        'session.signOut',
        'settings.get',
      ].sort(),
    );
    for (const method of METHOD_NAMES.filter((m) => !open.includes(m))) {
      const answer = await anonymous.call(method, {});
      // Either the request is invalid (checked first) or the caller is refused; never a value.
      expect(answer.ok, method).toBe(false);
      expect(['not_signed_in', 'invalid_request', 'unknown_method'], method).toContain(answer.error!.code);
    }
    expect(await anonymous.value('auth.status')).toEqual({ mode: 'server', needsSetup: true });
    const info = await anonymous.value<{ dataDir: string; mode: string }>('app.info');
    expect(info).toMatchObject({ mode: 'server', dataDir: '' });
  });

  it('creates the first instructor only with the setup code from the console, once', async () => {
    const stranger = t.client();
    const wrong = await stranger.call('auth.setup', {
      code: 'AAAA-BBBB-CCCC-DDDD',
      displayName: 'Mallory',
      password: 'whatever-123',
    });
    expect(wrong.error?.code).toBe('wrong_passcode');
    const instructor = await firstInstructor(t);
    expect(await instructor.value('session.get')).toMatchObject({
      profile: { displayName: 'Dr. Amal', role: 'instructor' },
    });
    const again = await stranger.call('auth.setup', {
      code: 'AAAA-BBBB-CCCC-DDDD',
      displayName: 'Mallory',
      password: 'whatever-123',
    });
    expect(again.error?.code).toBe('conflict');
    expect(t.services.accounts.consoleSetupCode()).toBeNull();
  });

  it('has no profile picker: session.switch and profiles.create do not exist on a server', async () => {
    const instructor = await firstInstructor(t);
    expect((await instructor.call('session.switch', { profileId: 1 })).error?.code).toBe('unknown_method');
    expect((await instructor.call('profiles.create', { displayName: 'X', role: 'trainee' })).error?.code).toBe(
      'unknown_method',
    );
  });
});

describe('accounts', () => {
  it('adds people one by one and from a roster; each sets a password with a one-time join code', async () => {
    const instructor = await firstInstructor(t);
    const roster =
      'name,role,cohort,email\nSam,trainee,MSc 2026,sam@uni.example\nLee,supervisor,,\n,trainee,,\nSam,trainee,,\nKim,admin,,\n';
    const preview = await instructor.value<{ created: unknown[]; rejected: { line: number }[] }>(
      'accounts.importRoster',
      {
        fileName: 'roster.csv',
        content: roster,
        dryRun: true,
      },
    );
    expect(preview.created).toHaveLength(2);
    expect((await instructor.value<unknown[]>('accounts.list')).length).toBe(1);
    const report = await instructor.value<{
      created: { displayName: string; code: string }[];
      rejected: { line: number; reason: string }[];
    }>('accounts.importRoster', { fileName: 'roster.csv', content: roster });
    expect(report.created.map((c) => c.displayName)).toEqual(['Sam', 'Lee']);
    expect(report.rejected.map((r) => r.line)).toEqual([4, 5, 6]);

    const sam = t.client();
    const samCode = report.created[0]!.code;
    expect((await sam.call('auth.signIn', { login: 'Sam', password: 'anything-at-all' })).error?.code).toBe(
      'wrong_passcode',
    );
    await sam.value('auth.join', { code: samCode.toLowerCase().replaceAll('-', ' '), password: 'sam-secret-1' });
    expect(await sam.value('session.get')).toMatchObject({
      profile: { displayName: 'Sam', role: 'trainee', cohort: 'MSc 2026' },
    });
    // The code worked once.
    expect((await t.client().call('auth.join', { code: samCode, password: 'other-pass-1' })).error?.code).toBe(
      'not_found',
    );
    // Email or name both sign in.
    const again = t.client();
    await again.value('auth.signIn', { login: 'SAM@uni.example', password: 'sam-secret-1' });
    const accounts =
      await instructor.value<{ displayName: string; joinPending: boolean; activeSessions: number }[]>('accounts.list');
    expect(accounts.find((a) => a.displayName === 'Sam')).toMatchObject({ joinPending: false, activeSessions: 2 });
    expect(accounts.find((a) => a.displayName === 'Lee')).toMatchObject({ joinPending: true });
  });

  it('a password reset ends every session of the account and the old password', async () => {
    const instructor = await firstInstructor(t);
    const sam = await joinedAccount(t, instructor, { displayName: 'Sam', role: 'trainee' });
    const reset = await instructor.value<{ code: string }>('accounts.resetPassword', { profileId: sam.profileId });
    expect((await sam.call('practice.assigned')).error?.code).toBe('not_signed_in');
    expect((await t.client().call('auth.signIn', { login: 'Sam', password: sam.password })).error?.code).toBe(
      'wrong_passcode',
    );
    await t.client().value('auth.join', { code: reset.code, password: 'new-password-1' });
  });

  it('only instructors manage accounts and read the audit log, which records staff actions without secrets', async () => {
    const instructor = await firstInstructor(t);
    const sam = await joinedAccount(t, instructor, { displayName: 'Sam', role: 'trainee' });
    const lee = await joinedAccount(t, instructor, { displayName: 'Lee', role: 'supervisor' });
    for (const client of [sam, lee]) {
      expect((await client.call('accounts.create', { displayName: 'Eve', role: 'instructor' })).error?.code).toBe(
        'forbidden',
      );
      expect((await client.call('audit.list', {})).error?.code).toBe('forbidden');
    }
    expect((await sam.call('profiles.list')).error?.code).toBe('forbidden');
    const log = await instructor.value<{ action: string; actorName: string; details: Record<string, unknown> }[]>(
      'audit.list',
      {},
    );
    expect(log.map((e) => e.action)).toEqual(['accounts.create', 'accounts.create', 'accounts.setup']);
    expect(JSON.stringify(log)).not.toMatch(/password/i);
  });
});

describe('signing in', () => {
  it('slows down and then locks guessing, per account and per address, with a clear message', async () => {
    const instructor = await firstInstructor(t);
    await joinedAccount(t, instructor, { displayName: 'Sam', role: 'trainee' });
    const guesser = t.client();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await guesser.call('auth.signIn', { login: 'Sam', password: `guess-${i}-xyz` })).error!.code);
    expect(codes.slice(0, 3)).toEqual(['wrong_passcode', 'wrong_passcode', 'wrong_passcode']);
    expect(codes[3]).toBe('too_many_attempts');
    const refused = await guesser.call('auth.signIn', { login: 'Sam', password: 'Sam-password' });
    expect(refused.error?.code).toBe('too_many_attempts');
    expect(refused.error?.message).toMatch(/Wait \d+ second/);
    // The same address is slowed for other accounts too.
    expect((await guesser.call('auth.signIn', { login: 'Dr. Amal', password: 'x-1234567' })).error?.code).toBe(
      'too_many_attempts',
    );
    const failures = (await instructor.value<{ action: string }[]>('audit.list', {})).filter(
      (e) => e.action === 'auth.signIn.failed',
    );
    expect(failures.length).toBe(3);
  });

  it('signs out one browser, or every browser, and a cookie used after sign-out is refused', async () => {
    const instructor = await firstInstructor(t);
    const sam = await joinedAccount(t, instructor, { displayName: 'Sam', role: 'trainee' });
    const samLaptop = t.client();
    await samLaptop.value('auth.signIn', { login: 'Sam', password: sam.password });
    const stolen = sam.cookie;
    await sam.value('session.signOut');
    expect(sam.cookie).toBeNull();
    const replay = t.client();
    replay.cookie = stolen;
    const refused = await replay.call('practice.assigned');
    expect(refused.error?.code).toBe('not_signed_in');
    // A server has no profiles to pick: the message says to sign in again.
    expect(refused.error?.message).toBe('You are not signed in: sign in again.');
    expect(await samLaptop.value('practice.assigned')).toEqual([]);
    await samLaptop.value('auth.signOutEverywhere');
    const other = t.client();
    await other.value('auth.signIn', { login: 'Sam', password: sam.password });
    await other.value('auth.signOutEverywhere');
    expect(t.services.webSessions.countFor(sam.profileId)).toBe(0);
  });

  it('ends a session left unused longer than the idle limit', async () => {
    await t.stop();
    t = await startTestClassServer({ sessionLimits: { idleMinutes: 0.002, maxDays: 1 } });
    const instructor = await firstInstructor(t);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await instructor.call('accounts.list')).error?.code).toBe('not_signed_in');
  });

  it('keeps each person’s interface language to themselves', async () => {
    const instructor = await firstInstructor(t);
    const sam = await joinedAccount(t, instructor, { displayName: 'Sam', role: 'trainee' });
    await sam.value('settings.setLanguage', { language: 'ar' });
    expect(await sam.value('settings.get')).toMatchObject({ language: 'ar', lastProfileId: null });
    expect(await instructor.value('settings.get')).toMatchObject({ language: 'en' });
  });
});

describe('attacks', () => {
  it('refuses cross-site requests, missing app headers, wrong hosts and oversized bodies; nothing changes', async () => {
    const instructor = await firstInstructor(t);
    const crossSite = await instructor.call(
      'accounts.create',
      { displayName: 'Eve', role: 'instructor' },
      { Origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const res = await fetch(`${t.base}/api/call/accounts.create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: instructor.cookie! },
      body: JSON.stringify({ displayName: 'Eve', role: 'instructor' }),
    });
    expect(res.status).toBe(403);
    const wrongHost = await new Promise<number>((resolve) => {
      const req = httpRequest(
        `${t.base}/api/call/app.info`,
        { method: 'POST', headers: { Host: 'attacker.example', 'X-CultureCare': '1' } },
        (r) => resolve(r.statusCode!),
      );
      req.end('{}');
    });
    expect(wrongHost).toBe(403);
    const huge = await fetch(`${t.base}/api/call/import.pack`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CultureCare': '1', Cookie: instructor.cookie! },
      body: 'x'.repeat(33 * 1024 * 1024),
    }).catch(() => null);
    expect(huge === null || huge.status === 413).toBe(true);
    expect((await instructor.value<unknown[]>('accounts.list')).length).toBe(1);
  });

  it('answers a request for another person’s record by id with a refusal', async () => {
    await t.stop();
    t = await startTestClassServer({ libraryDir: LIBRARY_DIR });
    const instructor = await firstInstructor(t);
    const a = await joinedAccount(t, instructor, { displayName: 'Ana', role: 'trainee', cohort: 'C1' });
    const b = await joinedAccount(t, instructor, { displayName: 'Ben', role: 'trainee', cohort: 'C1' });
    const scenarios = await instructor.value<{ items: { id: number; textNeeded: boolean }[] }>('library.list', {});
    const id = scenarios.items.find((s) => !s.textNeeded)!.id;
    const exercise = await instructor.value<{ id: number }>('exercises.create', {
      title: 'Week 1',
      scenarioIds: [id],
      steps: ['draft'],
      feedbackRounds: 0,
      assignees: { cohorts: ['C1'] },
    });
    const attempt = await a.value<{ id: number }>('practice.open', { exerciseId: exercise.id, scenarioId: id });
    await a.value('practice.advance', { attemptId: attempt.id, to: 'draft' });
    await a.value('practice.saveDraft', { attemptId: attempt.id, text: 'Ana’s own words.' });
    expect((await b.call('practice.get', { attemptId: attempt.id })).error?.code).toBe('forbidden');
    expect((await b.call('practice.saveDraft', { attemptId: attempt.id, text: 'overwritten' })).error?.code).toBe(
      'forbidden',
    );
    expect(JSON.stringify(await a.value('practice.get', { attemptId: attempt.id }))).toContain('Ana’s own words.');
  });
});

describe('task events', () => {
  it('go only to the session that started the task', async () => {
    const instructor = await firstInstructor(t);
    const colleague = await joinedAccount(t, instructor, { displayName: 'Dr. Lee', role: 'instructor' });
    const listen = (cookie: string) => {
      const events: string[] = [];
      const req = httpRequest(`${t.base}/api/events`, { headers: { Cookie: cookie } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => events.push(chunk));
      });
      req.end();
      return { events, close: () => req.destroy() };
    };
    const mine = listen(instructor.cookie!);
    const theirs = listen(colleague.cookie!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = await instructor.value<{ taskId: string }>('data.backup');
    // Until the task has ended for the session that started it (every event has been sent by then).
    const ended = () =>
      mine.events
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('data: {') && line.endsWith('}'))
        .map((line) => JSON.parse(line.slice(6)) as { type: string; taskId?: string })
        .some((event) => event.taskId === started.taskId && ['task.done', 'task.failed'].includes(event.type));
    await expect.poll(ended, { timeout: 10_000 }).toBe(true);
    mine.close();
    theirs.close();
    expect(mine.events.join('')).toContain(started.taskId);
    expect(theirs.events.join('')).not.toContain(started.taskId);
    // Nor can the other session cancel it.
    expect(await colleague.value('tasks.cancel', { taskId: started.taskId })).toEqual({ cancelled: false });
  });
});
