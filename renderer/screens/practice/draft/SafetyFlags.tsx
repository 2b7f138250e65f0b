// Safety flags from the analyzer: a translated explanation per flag code and kind, how much it
// matters, and the words (in the reply or the post) that raised it. An empty draft gets "nothing to
// check yet" (with a risky post's risk level), never "no safety flags".
import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../../shared/analyzer/types';
import type { RiskLevel } from '../../../../shared/domain/vocabulary';
import { RiskBadge } from '../../../components/RiskBadge';
import { flagLabels } from './flag-labels';
import { flagsView } from './coaching-summary';
import { CoachSection } from './CoachSection';

type Props = {
  result: Pick<AnalysisResult, 'empty' | 'flags' | 'sentences'>;
  /** The post's risk level, shown while the draft is still empty; null where there is no post. */
  postRisk?: RiskLevel | null;
  lang: string;
};

export function SafetyFlags({ result, postRisk = null, lang }: Props) {
  const { t } = useTranslation();
  const labels = flagLabels(t);
  const view = flagsView(result, postRisk);
  return (
    <CoachSection name="flags" title={t('coaching:coach.flags.title')}>
      {view.state === 'nothing_to_check' ? (
        <div data-testid="coach-flags-nothing-yet">
          <p className="muted coach-empty">{t('coaching:coach.flags.nothingYet')}</p>
          {view.postRisk && (
            <p
              className={`coach-flag ${view.postRisk === 'acute' ? 'is-alert' : 'is-warning'}`}
              data-testid="coach-flags-post-risk"
            >
              <RiskBadge risk={view.postRisk} />{' '}
              {view.postRisk === 'acute'
                ? t('coaching:coach.flags.postRisk.acute')
                : t('coaching:coach.flags.postRisk.elevated')}
            </p>
          )}
        </div>
      ) : view.state === 'none' ? (
        <p className="coach-none" data-testid="coach-flags-none">
          <span aria-hidden="true">{'\u2713'} </span>
          {t('coaching:coach.flags.none')}
        </p>
      ) : (
        <ul className="bare-list coach-flag-list">
          {view.flags.map((flag, i) => (
            <li
              key={`${flag.code}-${flag.kind}-${i}`}
              className={`coach-flag is-${flag.severity}`}
              data-testid={`coach-flag-${flag.code}`}
            >
              <div className="spread-row baseline coach-flag-head">
                <span className="coach-flag-title">{labels.title(flag.code)}</span>
                <span className={`badge coach-severity is-${flag.severity}`}>{labels.severity(flag.severity)}</span>
              </div>
              <p className="coach-flag-text">{labels.explain(flag.code, flag.kind)}</p>
              {flag.evidence.length > 0 && (
                <ul className="coach-evidence">
                  {flag.evidence.slice(0, 4).map((e, j) => (
                    <li key={`${e.where}-${e.start}-${j}`}>
                      <span className="muted">
                        {e.where === 'reply' ? t('coaching:coach.flags.inReply') : t('coaching:coach.flags.inPost')}
                      </span>{' '}
                      <q>
                        <bdi lang={lang}>{e.text}</bdi>
                      </q>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </CoachSection>
  );
}
