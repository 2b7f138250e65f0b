// Role cards in SQLite: role_card holds the current version, role_card_version every version ever
// saved (the first included), so a card's history can be read back and sessions name the version.
import type { Database } from 'better-sqlite3';
import {
  roleCardAttributesSchema,
  type RoleCard,
  type RoleCardAttribute,
  type RoleCardAttributes,
  type RoleplayMode,
} from '../../../shared/domain/roleplay';
import type { TextLanguage } from '../../../shared/domain/vocabulary';
import { AppError } from '../errors';

export type RoleCardRow = {
  id: number;
  scenario_id: number | null;
  scenario_title: string;
  culture_id: string;
  language: TextLanguage;
  seed: number;
  version: number;
  attributes: string;
  locked: string;
  default_mode: RoleplayMode;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};

export type RoleCardVersion = {
  version: number;
  seed: number;
  attributes: RoleCardAttributes;
  locked: RoleCardAttribute[];
  createdAt: string;
};

export const toRoleCard = (row: RoleCardRow): RoleCard => ({
  id: row.id,
  scenarioId: row.scenario_id,
  scenarioTitle: row.scenario_title,
  cultureId: row.culture_id,
  language: row.language,
  seed: row.seed,
  version: row.version,
  attributes: roleCardAttributesSchema.parse(JSON.parse(row.attributes)),
  locked: JSON.parse(row.locked) as RoleCardAttribute[],
  defaultMode: row.default_mode ?? 'practice',
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const getCardRow = (db: Database, id: number) =>
  db.prepare('SELECT * FROM role_card WHERE id = ?').get(id) as RoleCardRow | undefined;

/** Cards made only to hold a conversation from a submission file are not this computer's cards to list. */
const OWN_CARD = 'id NOT IN (SELECT card_id FROM exchange_roleplay)';

export function listCardRows(db: Database, scenarioId?: number): RoleCardRow[] {
  return scenarioId === undefined
    ? (db.prepare(`SELECT * FROM role_card WHERE ${OWN_CARD} ORDER BY updated_at DESC, id DESC`).all() as RoleCardRow[])
    : (db
        .prepare(`SELECT * FROM role_card WHERE scenario_id = ? AND ${OWN_CARD} ORDER BY updated_at DESC, id DESC`)
        .all(scenarioId) as RoleCardRow[]);
}

const insertVersion = (
  db: Database,
  cardId: number,
  version: number,
  seed: number,
  attributes: RoleCardAttributes,
  locked: readonly RoleCardAttribute[],
  at: string,
) =>
  db
    .prepare(
      'INSERT INTO role_card_version (card_id, version, seed, attributes, locked, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(cardId, version, seed, JSON.stringify(attributes), JSON.stringify(locked), at);

export function insertCard(
  db: Database,
  card: {
    scenarioId: number;
    scenarioTitle: string;
    cultureId: string;
    language: TextLanguage;
    seed: number;
    attributes: RoleCardAttributes;
    createdBy: number;
  },
): number {
  return db.transaction(() => {
    const at = new Date().toISOString();
    const id = Number(
      db
        .prepare(
          `INSERT INTO role_card (scenario_id, scenario_title, culture_id, language, seed, version, attributes, locked, created_by, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 1, ?, '[]', ?, ?, ?)`,
        )
        .run(
          card.scenarioId,
          card.scenarioTitle,
          card.cultureId,
          card.language,
          card.seed,
          JSON.stringify(card.attributes),
          card.createdBy,
          at,
          at,
        ).lastInsertRowid,
    );
    insertVersion(db, id, 1, card.seed, card.attributes, [], at);
    return id;
  })();
}

/** Saves a new version of the card (the next version number) and makes it current. */
export function saveCardVersion(
  db: Database,
  row: RoleCardRow,
  next: { seed: number; attributes: RoleCardAttributes; locked: readonly RoleCardAttribute[] },
): void {
  db.transaction(() => {
    const at = new Date().toISOString();
    const version = row.version + 1;
    const changed = db
      .prepare(
        'UPDATE role_card SET seed = ?, version = ?, attributes = ?, locked = ?, updated_at = ? WHERE id = ? AND version = ?',
      )
      .run(
        next.seed,
        version,
        JSON.stringify(next.attributes),
        JSON.stringify(next.locked),
        at,
        row.id,
        row.version,
      ).changes;
    if (changed === 0)
      throw new AppError('conflict', 'This role card was changed meanwhile; open it again and repeat your change.');
    insertVersion(db, row.id, version, next.seed, next.attributes, next.locked, at);
  })();
}

export function listCardVersions(db: Database, cardId: number): RoleCardVersion[] {
  const rows = db
    .prepare(
      'SELECT version, seed, attributes, locked, created_at FROM role_card_version WHERE card_id = ? ORDER BY version',
    )
    .all(cardId) as {
    version: number;
    seed: number;
    attributes: string;
    locked: string;
    created_at: string;
  }[];
  return rows.map((r) => ({
    version: r.version,
    seed: r.seed,
    attributes: roleCardAttributesSchema.parse(JSON.parse(r.attributes)),
    locked: JSON.parse(r.locked) as RoleCardAttribute[],
    createdAt: r.created_at,
  }));
}

/** The card's default role-play mode; a setting, not a new version of the card. */
export function setCardMode(db: Database, id: number, mode: RoleplayMode): void {
  db.prepare(
    "UPDATE role_card SET default_mode = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?",
  ).run(mode, id);
}
