// A scored session: the 9 Exploration-Insight-Action dimensions in their three stages (a score per
// judge, or the verdict against the reference session), Rubric A's cultural items and Rubric B's
// safety items on the whole transcript; each with the judge's rationale, whose turn citations link
// to the turns.
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import type { RoleplayScores, TranscriptJudgement } from '../../../../shared/domain/roleplay';
import { PairTallies, PairVerdict } from '../../../components/PairVerdicts';
import { rubricText } from '../../../components/rubricText';
import { isolate } from '../../../i18n/isolate';
import { useDateFormat } from '../../library/useDateFormat';
import { useScoreFormat } from '../../practice/feedback/useScoreFormat';
import { EIA_GROUPS, eiaLabels, sessionVerdictLabels } from './eiaLabels';
import { JudgementScore } from './JudgementScore';
import { RationaleText } from './RationaleText';

type Props = { scores: RoleplayScores; judges: readonly JudgeProvider[]; indexOf: (number: number) => number | null };

export function ScoreResults({ scores, judges, indexOf }: Props) {
  const { t } = useTranslation();
  const e = eiaLabels(t);
  const r = rubricText(t);
  const date = useDateFormat();
  const format = useScoreFormat();
  const judgeName = (id: string) => judges.find((j) => j.id === id)?.label ?? id;
  const of = (scheme: TranscriptJudgement['scheme']) => scores.judgements.filter((j) => j.scheme === scheme);
  const items = (list: readonly TranscriptJudgement[]) => [...new Set(list.map((j) => j.item))];

  const verdictLabels = sessionVerdictLabels(t, t('roleplay:scores.pairBetter'), t('roleplay:scores.pairWorse'));

  const row = (item: string, name: string, list: readonly TranscriptJudgement[]) => {
    const mine = list.filter((j) => j.item === item);
    // With a panel of judges each score says whose it is.
    const named = mine.length > 1;
    return (
      <li key={item} className="rp-score-row" data-testid={`rp-score-${item}`}>
        <span className="rp-score-name">{name}</span>
        <ul className="rp-score-judges">
          {mine.map((j) => (
            <li key={j.judgeId} className="rp-score-judge">
              <span className="rp-score-line">
                {named && <span className="muted rp-judge-name">{judgeName(j.judgeId)}</span>}
                <JudgementScore judgement={j} />
              </span>
              {j.rationale && <RationaleText text={j.rationale} indexOf={indexOf} />}
            </li>
          ))}
        </ul>
      </li>
    );
  };

  const eia = of('eia');
  // The whole-transcript rubric sections, in order: the cultural items, then the safety items.
  const rubricSections = [
    { scheme: 'rubric-a', title: t('roleplay:scores.culturalTitle') },
    { scheme: 'rubric-b', title: t('roleplay:scores.safetyTitle') },
  ] as const;
  const pairwise = scores.pairwise;
  return (
    <div className="rp-results" data-testid="rp-results">
      <p className="muted rp-small">
        {t('roleplay:scores.scoredAt', { date: date(scores.scoredAt) })}{' '}
        {scores.sentTo
          .map((s) =>
            s.offMachine
              ? t('roleplay:scores.sentTo', { judge: judgeName(s.judgeId), host: isolate(s.host) })
              : t('roleplay:scores.keptHere', { judge: judgeName(s.judgeId) }),
          )
          .join(' ')}
      </p>

      <section className="rp-results-section" aria-labelledby="rp-eia-title" data-testid="rp-results-eia">
        <h3 id="rp-eia-title">{t('roleplay:scores.eiaTitle')}</h3>
        {pairwise && (
          <div className="rp-pair-summary" data-testid="rp-results-pairwise">
            <p>{t('roleplay:scores.pairwiseAgainst', { id: pairwise.referenceSessionId })}</p>
            <PairTallies
              className="rp-tallies"
              tallies={pairwise.tallies}
              judgeName={judgeName}
              text={(tally) =>
                t('roleplay:compare.tally', {
                  a: format(tally.points),
                  b: format(tally.comparisons - tally.points),
                  other: pairwise.referenceSessionId,
                })
              }
            />
          </div>
        )}
        <div className="rp-eia-groups">
          {EIA_GROUPS.map((group) => (
            <section
              key={group.id}
              className={`rp-eia-group is-${group.id}`}
              aria-label={e.group(group.id)}
              data-testid={`rp-eia-${group.id}`}
            >
              <h4>{e.group(group.id)}</h4>
              <ul className="rp-score-list">
                {group.dimensions.map((dimension) =>
                  pairwise ? (
                    <li key={dimension} className="rp-score-row" data-testid={`rp-score-${dimension}`}>
                      <span className="rp-score-name">{e.dimension(dimension)}</span>
                      <ul className="rp-score-judges">
                        {pairwise.items
                          .filter((p) => p.item === dimension)
                          .map((p) => (
                            <li key={p.judgeId} className="rp-score-line">
                              {Object.keys(pairwise.tallies).length > 1 && (
                                <span className="muted rp-judge-name">{judgeName(p.judgeId)}</span>
                              )}
                              <PairVerdict look="roleplay" outcome={p.outcome} labels={verdictLabels} />
                            </li>
                          ))}
                      </ul>
                    </li>
                  ) : (
                    row(dimension, e.dimension(dimension), eia)
                  ),
                )}
              </ul>
            </section>
          ))}
        </div>
      </section>

      {rubricSections.map(({ scheme, title }) => {
        const list = of(scheme);
        if (list.length === 0) return null;
        return (
          <section
            key={scheme}
            className="rp-results-section"
            aria-labelledby={`rp-${scheme}-title`}
            data-testid={`rp-results-${scheme}`}
          >
            <h3 id={`rp-${scheme}-title`}>{title}</h3>
            <p className="muted rp-small">{r.rubric(scheme)}</p>
            <ul className="rp-score-list">{items(list).map((item) => row(item, r.item(item), list))}</ul>
          </section>
        );
      })}
    </div>
  );
}
