// Accounts on a class server: passwords for everyone, one-time join codes that let a person set
// their password, roster imports, and the audit log of staff actions.
import { z } from 'zod';
import { cohortSchema, displayNameSchema, ROLES, type ProfileSummary, type Role } from './profile';

export const passwordSchema = z.string().min(8, 'password_too_short').max(128, 'password_too_long');
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('email_invalid'));
/** A join code as printed: four groups of four letters or digits; spaces, dashes and case are ignored. */
export const joinCodeSchema = z
  .string()
  .trim()
  .max(40)
  .transform((code) => code.toUpperCase().replace(/[^0-9A-Z]/g, ''))
  .pipe(z.string().length(16, 'join_code_invalid'));

export const signInSchema = z
  .object({ login: z.string().trim().min(1).max(254), password: z.string().min(1).max(128) })
  .strict();

export const joinSchema = z.object({ code: joinCodeSchema, password: passwordSchema }).strict();

export const setupSchema = z
  .object({
    code: joinCodeSchema,
    displayName: displayNameSchema,
    email: emailSchema.optional(),
    password: passwordSchema,
  })
  .strict();

export const accountInputSchema = z
  .object({
    displayName: displayNameSchema,
    role: z.enum(ROLES),
    cohort: cohortSchema.nullable().optional(),
    email: emailSchema.nullable().optional(),
  })
  .strict();
export type AccountInput = z.output<typeof accountInputSchema>;

export type Account = ProfileSummary & {
  email: string | null;
  /** Created by an instructor; the person has not set a password yet. */
  joinPending: boolean;
  joinExpiresAt: string | null;
  lastSignInAt: string | null;
  activeSessions: number;
};

/** A join code is shown once, when it is made; only its hash is stored. */
export type IssuedJoinCode = { profileId: number; displayName: string; role: Role; code: string; expiresAt: string };

export type RosterReport = {
  dryRun: boolean;
  created: IssuedJoinCode[];
  /** Rows naming a person who already has an account (same name or email): nothing changed. */
  existing: { line: number; displayName: string }[];
  rejected: { line: number; reason: string }[];
};

export type AuthStatus = {
  mode: 'desktop' | 'server';
  /** No instructor account exists yet: the setup code printed on the server's console creates the first one. */
  needsSetup: boolean;
};

export const auditFilterSchema = z
  .object({
    action: z.string().max(80).optional(),
    actorId: z.number().int().positive().optional(),
    limit: z.number().int().min(1).max(1000).default(200),
    before: z.number().int().positive().optional(),
  })
  .strict();

export type AuditEntry = {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  address: string | null;
};
