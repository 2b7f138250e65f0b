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

const PRIVILEGED: readonly Role[] = ['instructor', 'supervisor'];

export class ProfileService {
  /** Switches apply in the order they were asked for, even when a passcode check takes longer. */
  private switchQueue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
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

  switchTo(session: Session, profileId: number, passcode?: string): Promise<ProfileSummary> {
    const run = async () => {
      const profile = this.require(profileId);
      await this.checkPasscode(profile, passcode);
      const summary = q.toSummary(profile);
      session.signIn(summary);
      this.settings.setLastProfile(profile.id);
      return summary;
    };
    const next = this.switchQueue.then(run, run);
    this.switchQueue = next.catch(() => undefined);
    return next;
  }

  private async checkPasscode(profile: q.ProfileRecord, passcode: string | undefined): Promise<void> {
    if (!profile.passcodeHash) return;
    if (!passcode) throw new AppError('passcode_required', `Enter the passcode for ${profile.displayName}.`);
    if (!(await verifyPasscode(passcode, profile.passcodeHash))) {
      throw new AppError('wrong_passcode', 'That passcode is not correct.');
    }
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
  async delete(session: Session, profileId: number, passcode?: string): Promise<void> {
    const actor = this.assertSelfOrInstructor(session.profile, profileId, 'delete');
    const target = this.require(profileId);
    if (actor.id === profileId) await this.checkPasscode(target, passcode);
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
