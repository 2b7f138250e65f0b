// What an attempt reads from the library: the scenario snapshot copied when it starts, the
// responses revealed after drafting, and the Standard (unadapted) response a critique is about.
import type { Database } from 'better-sqlite3';
import type { LibraryResponse, ScenarioDetail } from '../../../shared/domain/library';
import type { ScenarioSnapshot } from '../../../shared/domain/practice';
import { getScenarioDetail, listCultures } from '../library/queries';

/** A copy of the scenario as it is now, with the expert post spans that have offsets. */
export function takeSnapshot(db: Database, detail: ScenarioDetail & { postText: string }): ScenarioSnapshot {
  const culture = listCultures(db).find((c) => c.id === detail.cultureId);
  return {
    scenarioId: detail.id,
    title: detail.title,
    cultureId: detail.cultureId,
    cultureName: culture?.name ?? detail.cultureId,
    language: detail.language,
    risk: detail.risk,
    contentWarnings: [...detail.contentWarnings],
    demographics: { ...detail.demographics },
    postText: detail.postText,
    expertSpans: detail.postSpans.filter((s) => s.start !== null && s.end !== null && s.annotator === 'expert'),
  };
}

/**
 * The scenario's responses to compare with: the peer reply and, per strategy, the library's exemplar
 * (or, where there is none, the newest generated response with that strategy). Empty once the scenario is gone.
 */
export function exemplarsOf(db: Database, scenarioId: number | null): LibraryResponse[] {
  const detail = scenarioId === null ? undefined : getScenarioDetail(db, scenarioId);
  if (!detail) return [];
  const withText = detail.responses.filter((r) => r.text !== null && r.text.trim() !== '');
  const peer = withText.filter((r) => r.kind === 'peer');
  const exemplars = withText.filter((r) => r.kind === 'exemplar');
  const generated = withText
    .filter((r) => r.kind === 'generated' && r.strategy !== null && !exemplars.some((e) => e.strategy === r.strategy))
    .sort((a, b) => b.id - a.id)
    .filter((r, i, all) => all.findIndex((x) => x.strategy === r.strategy) === i);
  const order = ['standard', 'culture', 'guided', 'annotation', 'cga'];
  const byStrategy = [...exemplars, ...generated].sort(
    (a, b) => order.indexOf(a.strategy ?? '') - order.indexOf(b.strategy ?? ''),
  );
  return [...byStrategy, ...peer];
}

/** The Standard response a critique is about: the library's exemplar, else the newest generated one. */
export function standardResponseOf(db: Database, scenarioId: number | null): { id: number; text: string } | null {
  const standard = exemplarsOf(db, scenarioId).find((r) => r.strategy === 'standard');
  return standard ? { id: standard.id, text: standard.text ?? '' } : null;
}
