// The audit log keeps a deletion even when the person deleted is the one who did it: the entry keeps
// who it was by name (the actor's profile row is gone, so its id is not kept), on a desktop and on a
// class server, and deleting someone else's profile or account is still logged with its actor.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { recordAudit } from '../../electron/services/audit/log';
import type { AuditEntry } from '../../shared/domain/accounts';
import type { ProfileSummary } from '../../shared/domain/profile';
import { firstInstructor, joinedAccount, startTestClassServer } from '../helpers/class-server';
import { startTestServices, valueOf } from '../helpers/services';

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Whether anything said the audit log could not be written. */
const auditFailures = () =>
  errors.mock.calls.filter((args) => args.some((a) => String(a).includes('could not write the audit log')));

describe('deleting a profile on a desktop', () => {
  let s: ReturnType<typeof startTestServices>;
  beforeEach(() => (s = startTestServices()));
  afterEach(() => s.cleanup());

  const value = <T>(method: string, request: unknown) => valueOf<T>(s, method, request);

  /** Teacher (signed in) and Head, both instructors. */
  async function twoInstructors() {
    const teacher = await value<ProfileSummary>('profiles.create', {
      displayName: 'Teacher',
      role: 'instructor',
      passcode: 'sesame-123',
    });
    await value('session.switch', { profileId: teacher.id, passcode: 'sesame-123' });
    const head = await value<ProfileSummary>('profiles.create', {
      displayName: 'Head',
      role: 'instructor',
      passcode: 'head-pass-1',
    });
    return { teacher, head };
  }

  const deletions = async () => {
    const log = await value<AuditEntry[]>('audit.list', { limit: 50 });
    return log.filter((e) => e.action === 'profiles.delete');
  };

  it('logs deleting your own protected profile, naming you although your profile is gone', async () => {
    const { teacher, head } = await twoInstructors();
    await value('profiles.delete', { profileId: teacher.id, passcode: 'sesame-123' });
    expect(s.session.profile).toBeNull();
    expect(auditFailures()).toEqual([]);
    await value('session.switch', { profileId: head.id, passcode: 'head-pass-1' });
    const [entry, ...rest] = await deletions();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actorId: null,
      actorName: 'Teacher',
      target: `profileId:${teacher.id}`,
      details: { profileId: teacher.id },
    });
    expect(JSON.stringify(entry)).not.toContain('sesame');
  });

  it('logs a trainee deleting their own profile', async () => {
    const { head } = await twoInstructors();
    const mina = await value<ProfileSummary>('profiles.create', { displayName: 'Mina', role: 'trainee' });
    await value('session.switch', { profileId: mina.id });
    await value('profiles.delete', { profileId: mina.id });
    expect(auditFailures()).toEqual([]);
    await value('session.switch', { profileId: head.id, passcode: 'head-pass-1' });
    expect(await deletions()).toEqual([
      expect.objectContaining({ actorId: null, actorName: 'Mina', target: `profileId:${mina.id}` }),
    ]);
  });

  it('logs an instructor deleting someone else’s profile with the instructor as actor', async () => {
    const { teacher } = await twoInstructors();
    const mina = await value<ProfileSummary>('profiles.create', { displayName: 'Mina', role: 'trainee' });
    await value('profiles.delete', { profileId: mina.id });
    expect(auditFailures()).toEqual([]);
    expect(s.session.profile?.id).toBe(teacher.id);
    expect(await deletions()).toEqual([
      expect.objectContaining({ actorId: teacher.id, actorName: 'Teacher', target: `profileId:${mina.id}` }),
    ]);
    // Filtering by actor still finds an actor who exists.
    const mine = await value<AuditEntry[]>('audit.list', { limit: 50, actorId: teacher.id });
    expect(mine.map((e) => e.action)).toContain('profiles.delete');
  });

  it('keeps the name on earlier entries of a profile deleted later, and never gives them to a new profile', async () => {
    const head = await value<ProfileSummary>('profiles.create', {
      displayName: 'Head',
      role: 'instructor',
      passcode: 'head-pass-1',
    });
    await value('session.switch', { profileId: head.id, passcode: 'head-pass-1' });
    const teacher = await value<ProfileSummary>('profiles.create', {
      displayName: 'Teacher',
      role: 'instructor',
      passcode: 'sesame-123',
    });
    await value('session.switch', { profileId: teacher.id, passcode: 'sesame-123' });
    await value('profiles.setCohort', { profileId: head.id, cohort: 'WS26' });
    await value('profiles.delete', { profileId: teacher.id, passcode: 'sesame-123' });
    // SQLite hands the freed (highest) id to the next profile: the log must not name it as the actor.
    await value('session.switch', { profileId: head.id, passcode: 'head-pass-1' });
    const newcomer = await value<ProfileSummary>('profiles.create', { displayName: 'Newcomer', role: 'trainee' });
    expect(newcomer.id).toBe(teacher.id);
    const log = await value<AuditEntry[]>('audit.list', { limit: 50 });
    const byTeacher = log.filter((e) => e.actorName === 'Teacher');
    expect(byTeacher.map((e) => e.action)).toEqual(['profiles.delete', 'profiles.setCohort']);
    expect(byTeacher.every((e) => e.actorId === null)).toBe(true);
    expect(log.filter((e) => e.actorId === newcomer.id)).toEqual([]);
    expect(await value<AuditEntry[]>('audit.list', { limit: 50, actorId: newcomer.id })).toEqual([]);
    expect(auditFailures()).toEqual([]);
  });
});

describe('recordAudit', () => {
  let s: ReturnType<typeof startTestServices>;
  beforeEach(() => (s = startTestServices()));
  afterEach(() => s.cleanup());

  it('writes an entry whose actor no longer exists, keeping the name and leaving the id out', () => {
    const ghost: ProfileSummary = {
      id: 4242,
      displayName: 'Gone',
      role: 'instructor',
      cohort: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      language: null,
    };
    recordAudit(s.db, ghost, { action: 'profiles.delete', target: 'profileId:4242' }, '10.0.0.7');
    expect(s.db.prepare('SELECT actor_id, actor_name, action, target, address FROM audit_log').all()).toEqual([
      { actor_id: null, actor_name: 'Gone', action: 'profiles.delete', target: 'profileId:4242', address: '10.0.0.7' },
    ]);
  });
});

describe('removing an account on a class server', () => {
  it('logs an instructor removing a trainee’s account, and an instructor removing their own', async () => {
    const t = await startTestClassServer();
    try {
      const amal = await firstInstructor(t);
      const sam = await joinedAccount(t, amal, { displayName: 'Sam', role: 'trainee' });
      const lee = await joinedAccount(t, amal, { displayName: 'Lee', role: 'instructor' });
      await amal.value('profiles.delete', { profileId: sam.profileId });
      expect((await sam.call('practice.assigned')).error?.code).toBe('not_signed_in');
      await lee.value('profiles.delete', { profileId: lee.profileId, passcode: lee.password });
      expect((await lee.call('practice.assigned')).error?.code).toBe('not_signed_in');
      expect(auditFailures()).toEqual([]);
      const log = await amal.value<AuditEntry[]>('audit.list', { limit: 50 });
      const amalId = log.find((e) => e.action === 'accounts.setup')!.actorId;
      expect(log.filter((e) => e.action === 'profiles.delete')).toEqual([
        expect.objectContaining({ actorId: null, actorName: 'Lee', target: `profileId:${lee.profileId}` }),
        expect.objectContaining({ actorId: amalId, actorName: 'Dr. Amal', target: `profileId:${sam.profileId}` }),
      ]);
      expect(log.find((e) => e.action === 'profiles.delete')!.address).toMatch(/127\.0\.0\.1/);
    } finally {
      await t.stop();
    }
  });
});
