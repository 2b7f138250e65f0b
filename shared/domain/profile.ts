// Profiles and roles: who is using the app and what each role may do.
import { z } from 'zod';
import type { UiLocale } from '../i18n/locales';

export const ROLES = ['trainee', 'instructor', 'supervisor'] as const;
export type Role = (typeof ROLES)[number];

/** Instructor and supervisor profiles are protected by a passcode. */
export const roleNeedsPasscode = (role: Role): boolean => role !== 'trainee';

export const displayNameSchema = z.string().trim().min(1, 'name_required').max(60, 'name_too_long');

export const passcodeSchema = z.string().min(6, 'passcode_too_short').max(128, 'passcode_too_long');

export const cohortSchema = z.string().trim().min(1).max(60);

export type ProfileSummary = {
  id: number;
  displayName: string;
  role: Role;
  cohort: string | null;
  createdAt: string;
  /** The person's own interface language, when they chose one. */
  language: UiLocale | null;
};
