// What changed since the previous version: the word-level diff with words added and removed, and
// (when the trainee may see scores) how each item's score moved.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftVersion } from '../../../../shared/domain/practice';
import { itemDeltas } from '../../../../shared/practice/score-deltas';
import { diffStats, diffWords } from '../../../../shared/practice/word-diff';
import type { RubricLabels } from './rubric-labels';
import { ScoreDeltas } from './ScoreDeltas';
import { WordDiff } from './WordDiff';
import { SuggestionUptake } from '../note/SuggestionUptake';
import { textLangAttrs } from '../../../../shared/i18n/text-language';

type Props = { previous: DraftVersion; current: DraftVersion; lang: string; showScores: boolean; labels: RubricLabels };

export function RevisionView({ previous, current, lang, showScores, labels }: Props) {
  const { t } = useTranslation();
  const parts = useMemo(() => diffWords(previous.text, current.text), [previous.text, current.text]);
  const stats = useMemo(() => diffStats(parts), [parts]);
  return (
    <section className="card fb-revision" aria-labelledby="revision-title" data-testid="revision">
      <h2 id="revision-title">{t('coaching:revision.title', { before: previous.number, after: current.number })}</h2>
      <p className="fb-diff-stats" data-testid="revision-stats">
        <span className="fb-stat-added">{t('coaching:revision.added', { count: stats.added })}</span>
        <span className="fb-stat-removed">{t('coaching:revision.removed', { count: stats.removed })}</span>
      </p>
      <div className="fb-diff-legend" aria-hidden="true">
        <ins className="fb-diff-added">{t('coaching:revision.legendAdded')}</ins>
        <del className="fb-diff-removed">{t('coaching:revision.legendRemoved')}</del>
      </div>
      <WordDiff parts={parts} lang={textLangAttrs(current.text, lang).lang ?? lang} />
      <SuggestionUptake previous={previous} current={current} />
      {showScores && (
        <>
          <h3>{t('coaching:revision.scoresTitle')}</h3>
          <ScoreDeltas deltas={itemDeltas(previous.feedback, current.feedback)} labels={labels} />
        </>
      )}
    </section>
  );
}
