// Accounts on a class server: sign-in with name or email and password (throttled per account and per
// address), one-time join codes to set a password, the first instructor from the console's setup
// code, accounts added one by one or from a roster, password resets, and "sign out everywhere".
import type { Database } from 'better-sqlite3';
import { timingSafeEqual } from 'node:crypto';
import type { Account, AccountInput, AuthStatus, IssuedJoinCode, RosterReport } from '../../../shared/domain/accounts';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { recordAudit } from '../audit/log';
import { requireProfile, type Caller } from '../caller';
import { AppError } from '../errors';
import { hashPasscode, verifyPasscode } from '../profiles/passcode';
import * as q from '../profiles/queries';
import type { Session } from '../session';
import {
  deleteJoinCode,
  hashJoinCode,
  issueJoinCode,
  joinCodeExpiry,
  newJoinCode,
  profileForJoinCode,
} from './join-codes';
import { parseRoster } from './roster';
import { Throttle } from './throttle';
import type { WebSessionStore } from './web-sessions';

export type AppMode = 'desktop' | 'server';

/** Compared against when no account matches, so a wrong name takes as long as a wrong password. */
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPasscode('no account has this password'));

const WRONG_SIGN_IN = 'The name or email and the password do not match an account.';

function tooMany(retryAfterMs: number, locked: boolean): AppError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  return new AppError(
    'too_many_attempts',
    locked
      ? `Too many wrong attempts: signing in is locked for ${Math.ceil(seconds / 60)} minute(s). Ask an instructor to reset the password if it is forgotten.`
      : `Too many wrong attempts. Wait ${seconds} second(s) before trying again.`,
    { retryAfterSeconds: seconds, locked },
  );
}

export class AccountService {
  private readonly throttle = new Throttle();
  private setupCode: string | null = null;

  constructor(
    private readonly db: Database,
    private readonly sessions: WebSessionStore,
    private readonly mode: AppMode,
  ) {}

  private needsSetup(): boolean {
    return this.mode === 'server' && q.countProfilesWithRole(this.db, ['instructor']) === 0;
  }

  status(): AuthStatus {
    return { mode: this.mode, needsSetup: this.needsSetup() };
  }

  /** The one-time code the server prints on its console while no instructor exists; null afterwards. */
  consoleSetupCode(): string | null {
    if (!this.needsSetup()) return (this.setupCode = null);
    return (this.setupCode ??= newJoinCode());
  }

  private checkThrottle(keys: string[]): void {
    const verdict = this.throttle.check(keys);
    if (!verdict.allowed) throw tooMany(verdict.retryAfterMs, verdict.locked);
  }

  async signIn(session: Session, login: string, password: string, address: string | null): Promise<ProfileSummary> {
    const keys = [`login:${login.trim().toLowerCase()}`, ...(address ? [`address:${address}`] : [])];
    this.checkThrottle(keys);
    const profile = q.findProfileByLogin(this.db, login.trim());
    const usable = profile && profile.passcodeHash && !profile.joinPending ? profile.passcodeHash : null;
    const matches = await verifyPasscode(password, usable ?? (await dummy()));
    if (!usable || !matches) {
      this.throttle.failure(keys);
      recordAudit(this.db, null, { action: 'auth.signIn.failed', target: login.trim().slice(0, 120) }, address);
      throw new AppError('wrong_passcode', WRONG_SIGN_IN);
    }
    this.throttle.success(keys);
    const summary = q.toSummary(profile!);
    session.signIn(summary);
    return summary;
  }

  /** Sets the password of the account a valid join code belongs to, and signs in. */
  async join(session: Session, code: string, password: string, address: string | null): Promise<ProfileSummary> {
    const keys = address ? [`join:${address}`] : [];
    this.checkThrottle(keys);
    const profileId = profileForJoinCode(this.db, code);
    if (profileId === null) {
      this.throttle.failure(keys);
      throw new AppError('not_found', 'This join code is not valid or has expired. Ask your instructor for a new one.');
    }
    const hash = await hashPasscode(password);
    this.db.transaction(() => {
      q.setPassword(this.db, profileId, hash);
      deleteJoinCode(this.db, profileId);
      this.sessions.revokeAll(profileId);
    })();
    this.throttle.success(keys);
    const summary = q.toSummary(q.getProfile(this.db, profileId)!);
    session.signIn(summary);
    return summary;
  }

  /** Creates the first instructor with the setup code printed on the server's console. */
  async setup(
    session: Session,
    input: { code: string; displayName: string; email?: string; password: string },
    address: string | null,
  ): Promise<ProfileSummary> {
    const keys = address ? [`setup:${address}`] : ['setup'];
    this.checkThrottle(keys);
    if (!this.needsSetup()) throw new AppError('conflict', 'This server already has an instructor; sign in instead.');
    const expected = this.setupCode ? Buffer.from(hashJoinCode(this.setupCode)) : null;
    const given = Buffer.from(hashJoinCode(input.code));
    if (!expected || !timingSafeEqual(expected, given)) {
      this.throttle.failure(keys);
      throw new AppError('wrong_passcode', 'That setup code is not the one printed on the server’s console.');
    }
    const hash = await hashPasscode(input.password);
    const created = q.insertProfile(this.db, {
      displayName: input.displayName,
      role: 'instructor',
      passcodeHash: hash,
      cohort: null,
      email: input.email ?? null,
    });
    this.setupCode = null;
    const summary = q.toSummary(created);
    recordAudit(this.db, summary, { action: 'accounts.setup', target: `profile:${created.id}` }, address);
    session.signIn(summary);
    return summary;
  }

  private assertFree(input: { displayName: string; email?: string | null }): void {
    const all = q.listProfiles(this.db);
    if (all.some((p) => p.displayName.localeCompare(input.displayName, undefined, { sensitivity: 'accent' }) === 0))
      throw new AppError('conflict', `An account named "${input.displayName}" already exists.`);
    if (input.email && all.some((p) => p.email?.toLowerCase() === input.email!.toLowerCase()))
      throw new AppError('conflict', `An account with the email ${input.email} already exists.`);
  }

  private insertPending(input: AccountInput, createdBy: number): IssuedJoinCode {
    const created = q.insertProfile(this.db, {
      displayName: input.displayName,
      role: input.role,
      passcodeHash: null,
      cohort: input.cohort ?? null,
      email: input.email ?? null,
      joinPending: true,
    });
    const { code, expiresAt } = issueJoinCode(this.db, created.id, createdBy);
    return { profileId: created.id, displayName: created.displayName, role: created.role, code, expiresAt };
  }

  /** A new account waiting for its owner to set a password with the returned join code. */
  create(caller: Caller, input: AccountInput): IssuedJoinCode {
    const actor = requireProfile(caller);
    return this.db.transaction(() => {
      this.assertFree(input);
      return this.insertPending(input, actor.id);
    })();
  }

  /** Accounts from a roster CSV: new people get join codes; people who already have an account are left as they are. */
  importRoster(caller: Caller, content: string, dryRun: boolean): RosterReport {
    const actor = requireProfile(caller);
    const { rows, rejected } = parseRoster(content);
    const report: RosterReport = { dryRun, created: [], existing: [], rejected: [...rejected] };
    const seen = new Set<string>();
    this.db.transaction(() => {
      for (const row of rows) {
        const key = row.input.displayName.toLocaleLowerCase();
        const email = row.input.email?.toLowerCase();
        if (seen.has(key) || (email && seen.has(email))) {
          report.rejected.push({ line: row.line, reason: 'The same person appears twice in this file.' });
          continue;
        }
        seen.add(key);
        if (email) seen.add(email);
        try {
          this.assertFree(row.input);
        } catch {
          report.existing.push({ line: row.line, displayName: row.input.displayName });
          continue;
        }
        if (dryRun) {
          report.created.push({
            profileId: 0,
            displayName: row.input.displayName,
            role: row.input.role,
            code: '',
            expiresAt: '',
          });
        } else report.created.push(this.insertPending(row.input, actor.id));
      }
    })();
    report.rejected.sort((a, b) => a.line - b.line);
    return report;
  }

  /** A new join code; the old password stops working and every session of the account ends. */
  resetPassword(caller: Caller, profileId: number): IssuedJoinCode {
    const actor = requireProfile(caller);
    const profile = q.getProfile(this.db, profileId);
    if (!profile) throw new AppError('not_found', `There is no account with id ${profileId}.`);
    if (profile.id === actor.id)
      throw new AppError('forbidden', 'Change your own password by asking another instructor for a reset code.');
    return this.db.transaction(() => {
      this.db.prepare('UPDATE profile SET passcode_hash = NULL, join_pending = 1 WHERE id = ?').run(profileId);
      this.sessions.revokeAll(profileId);
      const { code, expiresAt } = issueJoinCode(this.db, profileId, actor.id);
      return { profileId, displayName: profile.displayName, role: profile.role, code, expiresAt };
    })();
  }

  list(): Account[] {
    return q.listProfiles(this.db).map((p) => ({
      ...q.toSummary(p),
      email: p.email,
      joinPending: p.joinPending,
      joinExpiresAt: p.joinPending ? joinCodeExpiry(this.db, p.id) : null,
      lastSignInAt: this.sessions.lastSignIn(p.id),
      activeSessions: this.sessions.countFor(p.id),
    }));
  }

  /** Ends every browser session of the caller, on every device, including this one. */
  signOutEverywhere(session: Session): void {
    const profile = requireProfile(session.profile);
    this.sessions.revokeAll(profile.id);
    session.signOut();
  }
}
