// Safety flags from the analyzer: a translated explanation per flag code and kind, how much it
// matters, and the words (in the reply or the post) that raised it.
import { useTranslation } from 'react-i18next';
import type { SafetyFlag } from '../../../../shared/analyzer/types';
import { flagLabels } from './flag-labels';
import { orderedFlags } from './coaching-summary';
import { CoachSection } from './CoachSection';

export function SafetyFlags({ flags, lang }: { flags: readonly SafetyFlag[]; lang: string }) {
  const { t } = useTranslation();
  const labels = flagLabels(t);
  const ordered = orderedFlags(flags);
  return (
    <CoachSection name="flags" title={t('coaching:coach.flags.title')}>
      {ordered.length === 0 ? (
        <p className="coach-none" data-testid="coach-flags-none">
          <span aria-hidden="true">{'\u2713'} </span>
          {t('coaching:coach.flags.none')}
        </p>
      ) : (
        <ul className="bare-list coach-flag-list">
          {ordered.map((flag, i) => (
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
