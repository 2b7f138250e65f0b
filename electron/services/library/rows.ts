// Row shapes of the library tables and their mapping to the API's domain types.
import type {
  Culture,
  Demographics,
  LibraryResponse,
  Provenance,
  ScenarioDetail,
  ScenarioOrigin,
  ScenarioSummary,
  Span,
} from '../../../shared/domain/library';
import type { AdaptationStrategy, TextLanguage } from '../../../shared/domain/vocabulary';
import { writtenTitleLanguage } from '../../../shared/library/scenario-titles';

export type ScenarioRow = {
  id: number;
  uid: string;
  culture_id: string;
  title: string;
  language: TextLanguage;
  post_text: string | null;
  demographics: string;
  themes: string;
  content_warnings: string;
  risk: ScenarioSummary['risk'];
  source: ScenarioSummary['source'];
  provenance: string;
  version: number;
  modified: number;
  import_batch_id: number | null;
  /** The kind of the import batch that created the scenario (selected with it where the origin is needed). */
  batch_kind?: 'culturecare' | 'pack' | null;
};

export type SpanRow = {
  id: number;
  scenario_id: number;
  response_id: number | null;
  start: number | null;
  end: number | null;
  phrase: string;
  kind: Span['kind'];
  label: string | null;
  annotator: Span['annotator'];
  note: string;
};

export type ResponseRow = {
  id: number;
  scenario_id: number;
  kind: LibraryResponse['kind'];
  strategy: AdaptationStrategy | null;
  text: string | null;
  empathy: number | null;
  provenance: string;
};

export type CultureRow = {
  id: string;
  name: string;
  languages: string;
  notes: string;
  built_in: number;
  scenario_count: number;
};

export const toSpan = (r: SpanRow): Span => ({
  id: r.id,
  responseId: r.response_id,
  start: r.start,
  end: r.end,
  phrase: r.phrase,
  kind: r.kind,
  label: r.label,
  annotator: r.annotator,
  note: r.note,
});

export const SNIPPET_LENGTH = 180;

/** The columns a summary is made of (the post text may be cut to a little over the snippet's length). */
export type SummaryRow = Pick<
  ScenarioRow,
  | 'id'
  | 'uid'
  | 'culture_id'
  | 'title'
  | 'language'
  | 'post_text'
  | 'themes'
  | 'content_warnings'
  | 'risk'
  | 'source'
  | 'batch_kind'
>;

/** Where the scenario came into this library from: a pack import wins, then its source (imported = CultureCare). */
export function originOf(r: Pick<ScenarioRow, 'source' | 'batch_kind'>): ScenarioOrigin {
  if (r.batch_kind === 'pack') return 'pack';
  if (r.source === 'built_in') return 'built_in';
  return r.source === 'imported' ? 'culturecare' : 'authored';
}

export function toSummary(r: SummaryRow, signalTypes: string[]): ScenarioSummary {
  const text = r.post_text ?? '';
  return {
    id: r.id,
    uid: r.uid,
    title: r.title,
    titleLanguage: writtenTitleLanguage(r.title, r.language),
    cultureId: r.culture_id,
    language: r.language,
    risk: r.risk,
    themes: JSON.parse(r.themes) as string[],
    contentWarnings: JSON.parse(r.content_warnings) as string[],
    source: r.source,
    origin: originOf(r),
    textNeeded: r.post_text === null,
    signalTypes,
    snippet: text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH).trimEnd()}…` : text,
  };
}

export function toDetail(r: ScenarioRow, spans: SpanRow[], responses: ResponseRow[]): ScenarioDetail {
  const postSpans = spans.filter((s) => s.response_id === null).map(toSpan);
  const signalTypes = [
    ...new Set(postSpans.filter((s) => s.kind === 'cultural_signal' && s.label).map((s) => s.label!)),
  ];
  return {
    ...toSummary(r, signalTypes),
    writtenTitle: r.title,
    titles: {},
    postText: r.post_text,
    demographics: JSON.parse(r.demographics) as Demographics,
    provenance: JSON.parse(r.provenance) as Provenance,
    version: r.version,
    modified: r.modified === 1,
    postSpans,
    responses: responses.map((resp) => ({
      id: resp.id,
      kind: resp.kind,
      strategy: resp.strategy,
      text: resp.text,
      empathy: resp.empathy,
      provenance: JSON.parse(resp.provenance) as Provenance,
      spans: spans.filter((s) => s.response_id === resp.id).map(toSpan),
    })),
  };
}

export const toCulture = (r: CultureRow): Culture => ({
  id: r.id,
  name: r.name,
  languages: JSON.parse(r.languages) as TextLanguage[],
  notes: r.notes,
  builtIn: r.built_in === 1,
  scenarioCount: r.scenario_count,
});
