// A stored session as the API returns it: the role card it was played with, its turns, and where
// the conversation goes (the model server's host, from the provider as configured now).
import type { Database } from 'better-sqlite3';
import type { RoleplaySession } from '../../../shared/domain/roleplay';
import { getProvider } from '../judges/providers';
import type { SecretStore } from '../secrets/store';
import { listTurns, parseSessionSnapshot, type SessionRow } from './sessions-queries';

/** A provider deleted since the session started sends nothing anywhere: an empty host, on this machine. */
const GONE = { host: '', offMachine: false };

export function sessionView(db: Database, secrets: SecretStore, row: SessionRow): RoleplaySession {
  const provider = getProvider(db, secrets, row.provider_id);
  return {
    id: row.id,
    roleCard: parseSessionSnapshot(row).card,
    profileId: row.profile_id,
    providerId: row.provider_id,
    destination: provider ? { ...provider.destination } : { ...GONE },
    status: row.status,
    endReason: row.end_reason,
    turnCap: row.turn_cap,
    coachingEnabled: row.coaching === 1,
    mode: row.mode ?? 'practice',
    exerciseId: row.exercise_id ?? null,
    turns: listTurns(db, row.id),
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    restartOf: row.restart_of,
  };
}
