// Profiles through the dispatcher: passcodes, role rules, and refusals enforced by the services.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPasscode, verifyPasscode } from '../../electron/services/profiles/passcode';
import type { ProfileSummary } from '../../shared/domain/profile';
import { startTestServices, valueOf } from '../helpers/services';

let s: ReturnType<typeof startTestServices>;
beforeEach(() => (s = startTestServices()));
afterEach(() => s.cleanup());

const call = async (method: string, request: unknown) => s.dispatch(method, request);
const value = <T>(method: string, request: unknown) => valueOf<T>(s, method, request);

describe('passcodes', () => {
  it('are stored as scrypt hashes and verified in constant time', async () => {
    const hash = await hashPasscode('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPasscode('correct horse', hash)).toBe(true);
    expect(await verifyPasscode('correct hors', hash)).toBe(false);
    expect(await verifyPasscode('x', 'garbage')).toBe(false);
  });

  it('never appear in the database or in API answers', async () => {
    await value('profiles.create', { displayName: 'Teacher', role: 'instructor', passcode: 'sesame-123' });
    const raw = s.db.prepare('SELECT passcode_hash FROM profile').get() as { passcode_hash: string };
    expect(raw.passcode_hash).not.toContain('sesame');
    const list = await value<ProfileSummary[]>('profiles.list', {});
    expect(JSON.stringify(list)).not.toMatch(/passcode|scrypt/);
  });
});

describe('profiles', () => {
  it('creates trainees without passcode and requires one for instructors and supervisors', async () => {
    const trainee = await value<ProfileSummary>('profiles.create', { displayName: 'Mina', role: 'trainee' });
    expect(trainee).toMatchObject({ displayName: 'Mina', role: 'trainee', cohort: null });
    const missing = await call('profiles.create', { displayName: 'Boss', role: 'supervisor' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'passcode_required' } });
    const short = await call('profiles.create', { displayName: 'Boss', role: 'supervisor', passcode: '123' });
    expect(short).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const withCode = await call('profiles.create', { displayName: 'Mina2', role: 'trainee', passcode: '123456' });
    expect(withCode).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('refuses duplicate names regardless of case', async () => {
    await value('profiles.create', { displayName: 'Mina', role: 'trainee' });
    expect(await call('profiles.create', { displayName: 'mina', role: 'trainee' })).toMatchObject({
      ok: false,
      error: { code: 'conflict' },
    });
  });

  it('lets anyone create the first privileged profile, then only instructors add more', async () => {
    await value('profiles.create', { displayName: 'First', role: 'instructor', passcode: 'first-pass' });
    const trainee = await value<ProfileSummary>('profiles.create', { displayName: 'T', role: 'trainee' });
    await value('session.switch', { profileId: trainee.id });
    expect(
      await call('profiles.create', { displayName: 'Second', role: 'supervisor', passcode: 'second-pass' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    const first = (await value<ProfileSummary[]>('profiles.list', {})).find((p) => p.displayName === 'First')!;
    await value('session.switch', { profileId: first.id, passcode: 'first-pass' });
    await value('profiles.create', { displayName: 'Second', role: 'supervisor', passcode: 'second-pass' });
  });

  it('switching to a protected profile needs the right passcode', async () => {
    const teacher = await value<ProfileSummary>('profiles.create', {
      displayName: 'Teacher',
      role: 'instructor',
      passcode: 'sesame-123',
    });
    expect(await call('session.switch', { profileId: teacher.id })).toMatchObject({
      ok: false,
      error: { code: 'passcode_required' },
    });
    expect(await call('session.switch', { profileId: teacher.id, passcode: 'sesame-124' })).toMatchObject({
      ok: false,
      error: { code: 'wrong_passcode' },
    });
    expect(s.session.profile).toBeNull();
    await value('session.switch', { profileId: teacher.id, passcode: 'sesame-123' });
    expect(s.session.profile?.id).toBe(teacher.id);
    expect(s.settings.get().lastProfileId).toBe(teacher.id);
  });

  it('refuses a trainee calling an instructor method, in the service', async () => {
    const trainee = await value<ProfileSummary>('profiles.create', { displayName: 'T', role: 'trainee' });
    expect(await call('profiles.setCohort', { profileId: trainee.id, cohort: 'A' })).toMatchObject({
      ok: false,
      error: { code: 'not_signed_in' },
    });
    await value('session.switch', { profileId: trainee.id });
    expect(await call('profiles.setCohort', { profileId: trainee.id, cohort: 'A' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect((await value<ProfileSummary[]>('profiles.list', {}))[0]!.cohort).toBeNull();
  });

  it('instructors set cohorts, rename and delete other profiles; trainees only their own', async () => {
    const teacher = await value<ProfileSummary>('profiles.create', {
      displayName: 'Teacher',
      role: 'instructor',
      passcode: 'sesame-123',
    });
    const a = await value<ProfileSummary>('profiles.create', { displayName: 'A', role: 'trainee' });
    const b = await value<ProfileSummary>('profiles.create', { displayName: 'B', role: 'trainee' });
    await value('session.switch', { profileId: a.id });
    expect(await call('profiles.rename', { profileId: b.id, displayName: 'Bee' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await call('profiles.delete', { profileId: b.id })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    await value('profiles.rename', { profileId: a.id, displayName: 'Ay' });
    expect(s.session.profile?.displayName).toBe('Ay');

    await value('session.switch', { profileId: teacher.id, passcode: 'sesame-123' });
    expect(await value<ProfileSummary>('profiles.setCohort', { profileId: b.id, cohort: ' MSc 2026 ' })).toMatchObject({
      cohort: 'MSc 2026',
    });
    await value('profiles.rename', { profileId: b.id, displayName: 'Bee' });
    await value('profiles.delete', { profileId: b.id });
    expect((await value<ProfileSummary[]>('profiles.list', {})).map((p) => p.displayName)).toEqual(['Ay', 'Teacher']);
  });

  it('deleting your own protected profile needs its passcode and signs you out', async () => {
    const teacher = await value<ProfileSummary>('profiles.create', {
      displayName: 'Teacher',
      role: 'instructor',
      passcode: 'sesame-123',
    });
    await value('session.switch', { profileId: teacher.id, passcode: 'sesame-123' });
    expect(await call('profiles.delete', { profileId: teacher.id, passcode: 'nope-nope' })).toMatchObject({
      ok: false,
      error: { code: 'wrong_passcode' },
    });
    await value('profiles.delete', { profileId: teacher.id, passcode: 'sesame-123' });
    expect(s.session.profile).toBeNull();
    expect(s.settings.get().lastProfileId).toBeNull();
  });
});

describe('profile switching order', () => {
  let s2: ReturnType<typeof startTestServices>;
  beforeEach(() => (s2 = startTestServices()));
  afterEach(() => s2.cleanup());

  it('applies switches in the order they were asked for, even when a passcode check is slower', async () => {
    const teacher = await s2.profiles.create(null, {
      displayName: 'Teacher',
      role: 'instructor',
      passcode: 'sesame-123',
    });
    const trainee = await s2.profiles.create(null, { displayName: 'Sam', role: 'trainee' });
    const slow = s2.profiles.switchTo(s2.session, teacher.id, 'sesame-123');
    const fast = s2.profiles.switchTo(s2.session, trainee.id);
    await Promise.all([slow, fast]);
    expect(s2.session.profile?.displayName).toBe('Sam');
  });
});
