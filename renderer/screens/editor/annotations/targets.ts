// The texts of a scenario that can be annotated (the post and each response with text), with their spans and direction.
import type { TFunction } from 'i18next';
import type { LibraryResponse, ScenarioDetail, Span, SpanKind } from '../../../../shared/domain/library';
import { localeDirection } from '../../../../shared/i18n/locales';
import { vocab } from '../../../components/vocab';
import { isolate } from '../../../i18n/isolate';
import type { TextLocale } from '../../../components/annotations/textLocale';

/** dir and lang come from the scenario's language: responses answer in the language of the post. */
export type AnnotationTarget = TextLocale & {
  /** Stable across reloads: "post", "peer", "exemplar-cga", or "<kind>-<id>" for other responses. */
  key: string;
  label: string;
  responseId: number | null;
  text: string;
  spans: Span[];
  /** The span kinds that belong on this text: distress on posts, support strategies on replies. */
  kinds: SpanKind[];
};

/** What a span panel needs of its text: how to show a phrase of it and which kinds it may add. */
export type SpanTarget = Pick<AnnotationTarget, 'dir' | 'lang' | 'kinds'>;

/** What every span panel (adding one, editing one) takes: its text, and whether a save is under way. */
export type SpanPanelProps = { target: SpanTarget; busy: boolean };

export const POST_KINDS: SpanKind[] = ['distress', 'cultural_signal'];
export const RESPONSE_KINDS: SpanKind[] = ['support', 'cultural_signal'];

const responseKey = (r: LibraryResponse) =>
  r.kind === 'peer' ? 'peer' : r.kind === 'exemplar' && r.strategy ? `exemplar-${r.strategy}` : `${r.kind}-${r.id}`;

export function annotationTargets(scenario: ScenarioDetail, t: TFunction): AnnotationTarget[] {
  const v = vocab(t);
  const targets: AnnotationTarget[] = [];
  if (scenario.postText)
    targets.push({
      key: 'post',
      label: t('editor:annotations.targetPost'),
      responseId: null,
      text: scenario.postText,
      spans: scenario.postSpans,
      dir: localeDirection(scenario.language),
      lang: scenario.language,
      kinds: POST_KINDS,
    });
  for (const r of scenario.responses) {
    if (!r.text) continue;
    const strategy = r.strategy ? isolate(v.adaptation[r.strategy] ?? r.strategy) : '';
    const label =
      r.kind === 'peer'
        ? t('editor:annotations.targetPeer')
        : r.kind === 'exemplar'
          ? t('editor:annotations.targetExemplar', { strategy })
          : r.kind === 'generated'
            ? t('editor:annotations.targetGenerated', { strategy, id: r.id })
            : t('editor:annotations.targetDraft', { id: r.id });
    targets.push({
      key: responseKey(r),
      label,
      responseId: r.id,
      text: r.text,
      spans: r.spans,
      dir: localeDirection(scenario.language),
      lang: scenario.language,
      kinds: RESPONSE_KINDS,
    });
  }
  return targets;
}

/** Every span of the scenario, wherever it sits. */
export const allSpans = (scenario: ScenarioDetail): Span[] => [
  ...scenario.postSpans,
  ...scenario.responses.flatMap((r) => r.spans),
];

/** A phrase cut to a readable length for messages and lists. */
export const shortPhrase = (phrase: string, max = 48): string =>
  phrase.length <= max ? phrase : `${phrase.slice(0, max - 1).trimEnd()}…`;
