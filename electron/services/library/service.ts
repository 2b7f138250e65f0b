// The scenario library: browse and search, read a scenario with its annotations and responses,
// and the instructor's edits (scenarios, responses, spans). Built-in scenarios that are edited
// are marked so library upgrades leave them alone.
import type { Database } from 'better-sqlite3';
import { anchorPhrase } from '../../../shared/library/anchor';
import {
  isLabelValid,
  type Culture,
  type LibraryFilter,
  type LibraryResponse,
  type ScenarioDetail,
  type ScenarioInput,
  type Span,
  type SpanKind,
} from '../../../shared/domain/library';
import type { AdaptationStrategy } from '../../../shared/domain/vocabulary';
import { AppError } from '../errors';
import type { Caller } from '../caller';
import { libraryViewFor } from './trainee-view';
import * as q from './queries';
import { LibrarySummaryCache } from './summary-cache';
import { toSpan } from './rows';
import type { UiLocale } from '../../../shared/i18n/locales';
import { resolveScenarioTitle } from '../../../shared/library/scenario-titles';
import { replaceScenarioTitles, titlesInLocale } from './titles-queries';

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

export class LibraryService {
  private readonly summaries: LibrarySummaryCache;

  constructor(private readonly db: Database) {
    this.summaries = new LibrarySummaryCache(db);
  }

  /** The library was changed through another connection (an import in a worker thread): list afresh. */
  changedElsewhere(): void {
    this.summaries.invalidate();
  }

  /** The cultures; the scenario counts leave out posts still waiting for their text unless the caller is staff. */
  cultures(caller: Caller = null): Culture[] {
    return q.listCultures(this.db, { withTextNeeded: libraryViewFor(this.db, caller).staff });
  }

  createCulture(args: { name: string; languages: string[]; notes: string }): Culture {
    const id = slug(args.name);
    if (!/^[a-z]/.test(id))
      throw new AppError(
        'invalid_request',
        'A culture name needs to start with a Latin letter so it can be used as an identifier.',
      );
    if (q.cultureExists(this.db, id)) throw new AppError('conflict', `A culture called "${args.name}" already exists.`);
    q.upsertCulture(this.db, { id, name: args.name, languages: args.languages, notes: args.notes, builtIn: false });
    return this.cultures().find((c) => c.id === id)!;
  }

  /**
   * The scenarios matching the filter as the caller may see them (one page when a limit is given), the
   * facet counts and how many match: signal types drawn from annotations a trainee's exercise still
   * hides are left out, from the cards, the signal-type filter and its counts alike. Scenarios still
   * waiting for their post text ("text needed") are for staff only: trainees get neither them nor
   * their counts.
   */
  list(caller: Caller, filter: LibraryFilter, locale: UiLocale | null = null) {
    const { offset = 0, limit, ...criteria } = filter;
    const view = libraryViewFor(this.db, caller);
    const { items, facets } = this.summaries.filtered(criteria, view.spansHidden, !view.staff);
    const page = limit === undefined ? items.slice(offset) : items.slice(offset, offset + limit);
    return { items: this.inLocale(page, locale), facets, total: items.length };
  }

  /** The summaries with each title in the reader's interface language where the scenario has one. */
  private inLocale<T extends { id: number; title: string; language: ScenarioDetail['language'] }>(
    items: T[],
    locale: UiLocale | null,
  ): T[] {
    if (!locale || items.length === 0) return items;
    const titles = titlesInLocale(
      this.db,
      locale,
      items.map((s) => s.id),
    );
    return items.map((s) => (titles.has(s.id) ? { ...s, ...resolveScenarioTitle(s, titles.get(s.id), locale) } : s));
  }

  /**
   * One scenario as the caller may see it (what a trainee's exercise still hides is left out). A post
   * still waiting for its text is for staff only: anyone else is told there is no such scenario.
   */
  view(caller: Caller, id: number, locale: UiLocale | null = null): ScenarioDetail {
    const written = this.get(id);
    const detail =
      locale && written.titles[locale]
        ? { ...written, ...resolveScenarioTitle(written, written.titles[locale], locale) }
        : written;
    const view = libraryViewFor(this.db, caller);
    if (view.staff) return detail;
    if (detail.postText === null) throw new AppError('not_found', `There is no scenario with id ${id}.`);
    const spansHidden = view.spansHidden.has(id);
    return {
      ...detail,
      postSpans: spansHidden ? [] : detail.postSpans,
      signalTypes: spansHidden ? [] : detail.signalTypes,
      responses: view.responsesHidden.has(id) ? [] : detail.responses,
    };
  }

  /** The full scenario, for services and staff (never handed to a trainee as is: see view()). */
  get(id: number): ScenarioDetail {
    const detail = q.getScenarioDetail(this.db, id);
    if (!detail) throw new AppError('not_found', `There is no scenario with id ${id}.`);
    return detail;
  }

  private requireCulture(id: string): void {
    if (!q.cultureExists(this.db, id)) throw new AppError('invalid_request', `Unknown culture "${id}".`);
  }

  create(caller: Caller, input: ScenarioInput): ScenarioDetail {
    this.requireCulture(input.cultureId);
    const author = caller;
    const { titles, ...fields } = input;
    const id = this.db.transaction(() => {
      const newId = q.insertScenario(this.db, {
        uid: `authored:${crypto.randomUUID()}`,
        ...fields,
        source: 'authored',
        provenance: { type: 'authored', by: author?.displayName ?? null },
        createdBy: author?.id ?? null,
      });
      if (titles) replaceScenarioTitles(this.db, newId, titles);
      q.reindexScenario(this.db, newId);
      return newId;
    })();
    return this.get(id);
  }

  /** Updates a scenario; when the post text changes, post spans are re-anchored by their phrase. */
  update(id: number, input: ScenarioInput): ScenarioDetail {
    const before = this.get(id);
    this.requireCulture(input.cultureId);
    const { titles, ...fields } = input;
    this.db.transaction(() => {
      q.updateScenarioFields(this.db, id, { ...fields, modified: before.source === 'built_in' || before.modified });
      if (before.postText !== input.postText) this.reanchor(id, null, input.postText);
      if (titles) replaceScenarioTitles(this.db, id, titles);
      q.reindexScenario(this.db, id);
    })();
    return this.get(id);
  }

  private reanchor(scenarioId: number, responseId: number | null, text: string): void {
    const spans = this.db
      .prepare(`SELECT * FROM span WHERE scenario_id = ? AND response_id ${responseId === null ? 'IS NULL' : '= ?'}`)
      .all(...(responseId === null ? [scenarioId] : [scenarioId, responseId])) as { id: number; phrase: string }[];
    const update = this.db.prepare('UPDATE span SET start = ?, "end" = ? WHERE id = ?');
    for (const s of spans) {
      const anchor = anchorPhrase(text, s.phrase);
      update.run(anchor?.start ?? null, anchor?.end ?? null, s.id);
    }
  }

  delete(id: number): void {
    const detail = this.get(id);
    if (detail.source === 'built_in')
      throw new AppError('forbidden', 'Built-in scenarios are part of the library and cannot be deleted.');
    q.deleteScenario(this.db, id);
  }

  saveResponse(
    caller: Caller,
    args: {
      scenarioId: number;
      kind: 'peer' | 'exemplar';
      strategy: AdaptationStrategy | null;
      text: string;
      empathy: number | null;
    },
  ): LibraryResponse {
    const scenario = this.get(args.scenarioId);
    const existing = scenario.responses.find((r) => r.kind === args.kind && r.strategy === args.strategy);
    const responseId = this.db.transaction(() => {
      let rid: number;
      if (existing) {
        rid = existing.id;
        this.db.prepare('UPDATE response SET text = ?, empathy = ? WHERE id = ?').run(args.text, args.empathy, rid);
        if (existing.text !== args.text) this.reanchor(args.scenarioId, rid, args.text);
      } else {
        rid = q.insertResponse(this.db, {
          ...args,
          provenance: { type: 'authored', by: caller?.displayName ?? null },
        });
      }
      this.markEdited(args.scenarioId);
      q.reindexScenario(this.db, args.scenarioId);
      return rid;
    })();
    return this.get(args.scenarioId).responses.find((r) => r.id === responseId)!;
  }

  private markEdited(scenarioId: number): void {
    this.db
      .prepare(
        "UPDATE scenario SET modified = CASE WHEN source = 'built_in' THEN 1 ELSE modified END, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?",
      )
      .run(scenarioId);
  }

  private textOf(scenarioId: number, responseId: number | null): string {
    if (responseId === null) {
      const text = this.get(scenarioId).postText;
      if (text === null)
        throw new AppError('invalid_request', 'This post has no text yet, so spans cannot be placed on it.');
      return text;
    }
    const response = q.getResponseRow(this.db, responseId);
    if (!response || response.scenario_id !== scenarioId)
      throw new AppError('not_found', `Response ${responseId} is not part of scenario ${scenarioId}.`);
    if (response.text === null)
      throw new AppError('invalid_request', 'This response has no text yet, so spans cannot be placed on it.');
    return response.text;
  }

  addSpan(args: {
    scenarioId: number;
    responseId: number | null;
    start: number;
    end: number;
    kind: SpanKind;
    label: string | null;
    note: string;
  }): Span {
    const text = this.textOf(args.scenarioId, args.responseId);
    if (args.end > text.length)
      throw new AppError(
        'invalid_request',
        `The span ends at ${args.end}, after the end of the text (${text.length}).`,
      );
    const phrase = text.slice(args.start, args.end);
    if (!phrase.trim()) throw new AppError('invalid_request', 'A span must cover some text, not only spaces.');
    const id = this.db.transaction(() => {
      const newId = q.insertSpan(this.db, { ...args, phrase });
      this.markEdited(args.scenarioId);
      return newId;
    })();
    return toSpan(q.getSpanRow(this.db, id)!);
  }

  updateSpan(args: { id: number; kind: SpanKind; label: string | null; note: string }): Span {
    const row = q.getSpanRow(this.db, args.id);
    if (!row) throw new AppError('not_found', `There is no span with id ${args.id}.`);
    if (!isLabelValid(args.kind, args.label))
      throw new AppError('invalid_request', `"${args.label}" is not a label for ${args.kind}.`);
    this.db
      .prepare('UPDATE span SET kind = ?, label = ?, note = ? WHERE id = ?')
      .run(args.kind, args.label, args.note, args.id);
    this.markEdited(row.scenario_id);
    return toSpan(q.getSpanRow(this.db, args.id)!);
  }

  deleteSpan(id: number): Span {
    const row = q.getSpanRow(this.db, id);
    if (!row) throw new AppError('not_found', `There is no span with id ${id}.`);
    this.db.prepare('DELETE FROM span WHERE id = ?').run(id);
    this.markEdited(row.scenario_id);
    return toSpan(row);
  }
}
