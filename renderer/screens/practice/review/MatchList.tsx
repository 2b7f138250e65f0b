// The reveal span by span, in text order: outcome, phrase, kind, and the labels the trainee and the expert gave.
import { useTranslation } from 'react-i18next';
import type { SpotMatch } from '../../../../shared/practice/spot-score';
import { annotationClass } from '../../../components/annotations/classes';
import { vocab } from '../../../components/vocab';
import { shortPhrase } from '../../editor/annotations/targets';
import { OUTCOME_SYMBOL, outcomeNames } from './outcomes';

type Props = { text: string; matches: readonly SpotMatch[]; dir: 'ltr' | 'rtl'; lang: string };

export function MatchList({ text, matches, dir, lang }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const names = outcomeNames(t);
  const label = (match: SpotMatch, value: string | null) => (value === null ? '–' : v.spanLabel(match.kind, value));
  return (
    <ol className="bare-list pr-matches" data-testid="review-matches">
      {matches.map((match, index) => (
        <li
          key={`${match.outcome}-${match.expertSpanId ?? ''}-${match.markId ?? ''}-${match.start}`}
          className={`pr-match is-${match.outcome}`}
          data-testid="review-match"
          data-outcome={match.outcome}
        >
          <span className={`pr-out-num is-${match.outcome}`} aria-hidden="true">
            {index + 1}
          </span>
          <div className="pr-match-body">
            <div className="pr-match-head">
              <span className={`pr-out-badge is-${match.outcome}`}>
                <span aria-hidden="true">{OUTCOME_SYMBOL[match.outcome]}</span> {names[match.outcome]}
              </span>
              <span className="pr-match-kind">{v.spanKind[match.kind]}</span>
            </div>
            <p className="pr-match-phrase" dir={dir} lang={lang}>
              <span className={annotationClass(match.kind, match.expertLabel ?? match.markLabel)}>
                {shortPhrase(text.slice(match.start, match.end), 120)}
              </span>
            </p>
            <dl className="pr-match-labels">
              <div>
                <dt>{t('practice:review.yourLabel')}</dt>
                <dd>{match.outcome === 'missed' ? t('practice:review.notMarked') : label(match, match.markLabel)}</dd>
              </div>
              <div>
                <dt>{t('practice:review.expertLabel')}</dt>
                <dd>{match.outcome === 'added' ? t('practice:review.notExpert') : label(match, match.expertLabel)}</dd>
              </div>
              {match.labelMatches !== null && (
                <div>
                  <dt className="visually-hidden">{t('practice:review.labelAgreement')}</dt>
                  <dd className={match.labelMatches ? 'pr-agree' : 'pr-disagree'}>
                    {match.labelMatches ? t('practice:review.sameLabel') : t('practice:review.otherLabel')}
                  </dd>
                </div>
              )}
            </dl>
          </div>
        </li>
      ))}
    </ol>
  );
}
