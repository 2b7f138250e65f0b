// Profile rules: creation, sign-in with passcodes, rename, delete and cohorts, with role checks.
import type { Database } from 'better-sqlite3';
import { roleNeedsPasscode, type ProfileSummary, type Role } from '../../../shared/domain/profile';
import { AppError } from '../errors';
import { requireProfile, type Caller } from '../caller';
import type { Session } from '../session';
import type { UiLocale } from '../../../shared/i18n/locales';
import type { SettingsService } from '../settings/service';
import { hashPasscode, verifyPasscode } from './passcode';
import * as q from './queries';
import {
  ADDRESS_POLICY,
  AttemptThrottle,
  PROFILE_POLICY,
  type ThrottleBlock,
  type ThrottleKey,
} from '../accounts/throttle';
import { sqliteThrottleStore } from '../accounts/throttle-store';

const PRIVILEGED: readonly Role[] = ['instructor', 'supervisor'];

export class ProfileService {
  /** Switches apply in the order they were asked for, even when a passcode check takes longer. */
  private switchQueue: Promise<unknown> = Promise.resolve();
  /** Passcode checks run one at a time, so a burst of guesses meets the throttle one by one. */
  private passcodeQueue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly throttle: AttemptThrottle = new AttemptThrottle(sqliteThrottleStore(db)),
  ) {}

  list(): ProfileSummary[] {
    return q.listProfiles(this.db).map(q.toSummary);
  }

  private require(id: number): q.ProfileRecord {
    const profile = q.getProfile(this.db, id);
    if (!profile) throw new AppError('not_found', `There is no profile with id ${id}.`);
    return profile;
  }

  async create(
    caller: Caller,
    args: {
      displayName: string;
      role: Role;
      passcode?: string;
      cohort?: string | null;
    },
  ): Promise<ProfileSummary> {
    const needsPasscode = roleNeedsPasscode(args.role);
    if (needsPasscode && !args.passcode) {
      throw new AppError(
        'passcode_required',
        'Instructor and supervisor profiles need a passcode of at least 6 characters.',
      );
    }
    if (!needsPasscode && args.passcode) {
      throw new AppError('invalid_request', 'Trainee profiles do not use a passcode.');
    }
    // The first instructor or supervisor may be created by anyone; after that only an instructor adds more.
    if (needsPasscode && q.countProfilesWithRole(this.db, PRIVILEGED) > 0 && caller?.role !== 'instructor') {
      throw new AppError('forbidden', 'Only an instructor can add further instructor or supervisor profiles.');
    }
    this.assertNameFree(args.displayName);
    const passcodeHash = args.passcode ? await hashPasscode(args.passcode) : null;
    return q.toSummary(
      q.insertProfile(this.db, {
        displayName: args.displayName,
        role: args.role,
        passcodeHash,
        cohort: args.cohort ?? null,
      }),
    );
  }

  private assertNameFree(displayName: string, exceptId?: number): void {
    const taken = q
      .listProfiles(this.db)
      .some(
        (p) =>
          p.id !== exceptId && p.displayName.localeCompare(displayName, undefined, { sensitivity: 'accent' }) === 0,
      );
    if (taken) throw new AppError('conflict', `A profile named "${displayName}" already exists.`);
  }

  switchTo(session: Session, profileId: number, passcode?: string, clientAddress?: string): Promise<ProfileSummary> {
    const run = async () => {
      const profile = this.require(profileId);
      await this.checkPasscode(profile, passcode, clientAddress);
      const summary = q.toSummary(profile);
      session.signIn(summary);
      this.settings.setLastProfile(profile.id);
      return summary;
    };
    const next = this.switchQueue.then(run, run);
    this.switchQueue = next.catch(() => undefined);
    return next;
  }

  /**
   * Checks a passcode under the throttle: refused without looking while the profile (or the client's
   * address) must wait; a wrong one counts against both; a right one clears the profile's count.
   */
  private checkPasscode(profile: q.ProfileRecord, passcode: string | undefined, clientAddress?: string): Promise<void> {
    const run = async () => {
      const hash = profile.passcodeHash;
      if (!hash) return;
      if (!passcode) throw new AppError('passcode_required', `Enter the passcode for ${profile.displayName}.`);
      const keys = throttleKeys(profile.id, clientAddress);
      const block = this.throttle.check(keys);
      if (block) throw tooManyAttempts(profile.displayName, block);
      if (await verifyPasscode(passcode, hash)) {
        this.throttle.recordSuccess([keys[0]!.key]);
        return;
      }
      const wait = this.throttle.recordFailure(keys);
      throw new AppError(
        'wrong_passcode',
        wait ? `That passcode is not correct. ${waitSentence(wait)}` : 'That passcode is not correct.',
        wait ? throttleDetails(wait) : undefined,
      );
    };
    const next = this.passcodeQueue.then(run, run);
    this.passcodeQueue = next.catch(() => undefined);
    return next;
  }

  /** Restores the last profile at start when it needs no passcode. */
  restoreLastProfile(session: Session): void {
    const { lastProfileId } = this.settings.get();
    const profile = lastProfileId === null ? undefined : q.getProfile(this.db, lastProfileId);
    if (profile && !profile.passcodeHash) session.signIn(q.toSummary(profile));
  }

  private assertSelfOrInstructor(caller: Caller, profileId: number, action: string): ProfileSummary {
    const actor = requireProfile(caller);
    if (actor.id !== profileId && actor.role !== 'instructor') {
      throw new AppError('forbidden', `Only an instructor can ${action} another person's profile.`);
    }
    return actor;
  }

  rename(caller: Caller, profileId: number, displayName: string): ProfileSummary {
    this.assertSelfOrInstructor(caller, profileId, 'rename');
    this.require(profileId);
    this.assertNameFree(displayName, profileId);
    q.renameProfile(this.db, profileId, displayName);
    return this.refreshSession(profileId);
  }

  /** Deletes a profile; deleting one's own signs this session out. */
  async delete(session: Session, profileId: number, passcode?: string, clientAddress?: string): Promise<void> {
    const actor = this.assertSelfOrInstructor(session.profile, profileId, 'delete');
    const target = this.require(profileId);
    if (actor.id === profileId) await this.checkPasscode(target, passcode, clientAddress);
    q.deleteProfile(this.db, profileId);
    if (this.settings.get().lastProfileId === profileId) this.settings.setLastProfile(null);
    if (actor.id === profileId) session.signOut();
  }

  setCohort(profileId: number, cohort: string | null): ProfileSummary {
    this.require(profileId);
    q.setProfileCohort(this.db, profileId, cohort);
    return this.refreshSession(profileId);
  }

  setLanguage(profileId: number, language: UiLocale): void {
    q.setProfileLanguage(this.db, profileId, language);
  }

  /** The profile as stored now, or null when it was deleted; sessions re-read their caller with it on every request. */
  current(profileId: number): ProfileSummary | null {
    const profile = q.getProfile(this.db, profileId);
    return profile ? q.toSummary(profile) : null;
  }

  private refreshSession(profileId: number): ProfileSummary {
    return q.toSummary(this.require(profileId));
  }
}

/** Loopback is this computer, not one address shared by strangers: only other addresses are counted. */
const isLoopback = (address: string) => /^(127\.|::1$|::ffff:127\.)/.test(address);

function throttleKeys(profileId: number, clientAddress?: string): ThrottleKey[] {
  const keys: ThrottleKey[] = [{ key: `profile:${profileId}`, policy: PROFILE_POLICY }];
  if (clientAddress && !isLoopback(clientAddress))
    keys.push({ key: `address:${clientAddress}`, policy: ADDRESS_POLICY });
  return keys;
}

const throttleDetails = (block: ThrottleBlock) => ({
  retryAfterSeconds: Math.ceil(block.retryAfterMs / 1000),
  locked: block.locked,
  byAddress: block.key.startsWith('address:'),
});

function waitSentence(block: ThrottleBlock): string {
  const seconds = Math.ceil(block.retryAfterMs / 1000);
  if (block.locked) return `Sign-in is locked for ${Math.ceil(seconds / 60)} minute(s) after too many wrong passcodes.`;
  return `Wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again.`;
}

function tooManyAttempts(name: string, block: ThrottleBlock): AppError {
  const seconds = Math.ceil(block.retryAfterMs / 1000);
  const who = block.key.startsWith('address:') ? 'from this computer' : `for ${name}`;
  const message = block.locked
    ? `Too many wrong passcodes ${who}: sign-in is locked for ${Math.ceil(seconds / 60)} more minute(s).`
    : `Too many wrong passcodes ${who}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  return new AppError('too_many_attempts', message, throttleDetails(block));
}
