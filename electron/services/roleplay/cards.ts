// Help-seeker role cards: built from a library scenario and a seed, edited and locked by
// instructors, re-sampled from a new seed; every change is saved as a new version.
import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import {
  ROLE_CARD_ATTRIBUTES,
  roleCardAttributesSchema,
  type RoleCard,
  type RoleCardAttribute,
  type roleCardUpdateSchema,
} from '../../../shared/domain/roleplay';
import { buildRoleCardAttributes, reseedAttributes } from '../../../shared/roleplay/build-card';
import type { CardSource } from '../../../shared/roleplay/derive';
import type { z } from 'zod';
import { AppError } from '../errors';
import { getScenarioDetail, listCultures } from '../library/queries';
import { requireProfile, type Caller } from '../caller';
import {
  getCardRow,
  insertCard,
  listCardRows,
  listCardVersions,
  saveCardVersion,
  setCardMode,
  toRoleCard,
  type RoleCardRow,
  type RoleCardVersion,
} from './cards-queries';

export type RoleCardUpdate = z.output<typeof roleCardUpdateSchema>;

/** The scenario as a card is built from it; undefined when the scenario is gone. Throws when its post has no text. */
export function cardSourceOf(
  db: Database,
  scenarioId: number,
): (CardSource & { title: string; language: RoleCard['language'] }) | undefined {
  const detail = getScenarioDetail(db, scenarioId);
  if (!detail) return undefined;
  if (!detail.postText?.trim())
    throw new AppError(
      'invalid_request',
      'This scenario has no post text yet, so no help-seeker can be built from it.',
    );
  const culture = listCultures(db).find((c) => c.id === detail.cultureId);
  return {
    title: detail.title,
    language: detail.language,
    cultureId: detail.cultureId,
    cultureName: culture?.name ?? detail.cultureId,
    postText: detail.postText,
    demographics: detail.demographics,
    themes: detail.themes,
    spans: detail.postSpans.filter((s) => s.annotator !== 'trainee'),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const inOrder = (attributes: Iterable<RoleCardAttribute>) => {
  const set = new Set(attributes);
  return ROLE_CARD_ATTRIBUTES.filter((a) => set.has(a));
};

export class RoleCards {
  constructor(private readonly db: Database) {}

  private require(id: number): RoleCardRow {
    const row = getCardRow(this.db, id);
    if (!row) throw new AppError('not_found', `There is no role card with id ${id}.`);
    return row;
  }

  list(scenarioId?: number): RoleCard[] {
    return listCardRows(this.db, scenarioId).map(toRoleCard);
  }

  get(id: number): RoleCard {
    return toRoleCard(this.require(id));
  }

  versions(id: number): RoleCardVersion[] {
    this.require(id);
    return listCardVersions(this.db, id);
  }

  /** A new card from the scenario; the seed is random when not given. */
  create(caller: Caller, request: { scenarioId: number; seed?: number }): RoleCard {
    const profile = requireProfile(caller);
    const source = cardSourceOf(this.db, request.scenarioId);
    if (!source) throw new AppError('not_found', `There is no scenario with id ${request.scenarioId}.`);
    const seed = request.seed ?? randomInt(0, 2 ** 31 - 1);
    const id = insertCard(this.db, {
      scenarioId: request.scenarioId,
      scenarioTitle: source.title,
      cultureId: source.cultureId,
      language: source.language,
      seed,
      attributes: buildRoleCardAttributes(source, seed),
      createdBy: profile.id,
    });
    return this.get(id);
  }

  /**
   * Locks are `locked` when given (else the current ones) plus every attribute edited now; a reseed
   * re-samples the attributes that are not locked, then the edits apply. No change, no new version.
   */
  update(request: RoleCardUpdate): RoleCard {
    let row = this.require(request.id);
    if (request.defaultMode !== undefined && request.defaultMode !== row.default_mode) {
      setCardMode(this.db, row.id, request.defaultMode);
      row = this.require(request.id);
    }
    const card = toRoleCard(row);
    const edits = Object.fromEntries(
      Object.entries(request.attributes).filter(([, value]) => value !== undefined),
    ) as Partial<RoleCard['attributes']>;
    const locked = inOrder([...(request.locked ?? card.locked), ...(Object.keys(edits) as RoleCardAttribute[])]);
    let attributes = card.attributes;
    let seed = card.seed;
    if (request.reseed !== undefined) {
      const source = card.scenarioId === null ? undefined : cardSourceOf(this.db, card.scenarioId);
      attributes = reseedAttributes(attributes, locked, card.cultureId, source ?? null, request.reseed);
      seed = request.reseed;
    }
    attributes = roleCardAttributesSchema.parse({ ...attributes, ...edits });
    const unchanged =
      seed === card.seed &&
      sameSet(locked, card.locked) &&
      JSON.stringify(attributes) === JSON.stringify(card.attributes);
    if (unchanged) return card;
    saveCardVersion(this.db, row, { seed, attributes, locked });
    return this.get(row.id);
  }
}
