// Which of the post's annotated distress and cultural-signal phrases the reply engages, with ticks.
import { useTranslation } from 'react-i18next';
import type { SpanEngagement } from '../../../../shared/analyzer/types';
import { annotationClass } from '../../../components/annotations/classes';
import { vocab } from '../../../components/vocab';
import { engagementSummary } from './coaching-summary';

export function SignalEngagement({ spans, lang }: { spans: readonly SpanEngagement[]; lang: string }) {
  const { t } = useTranslation();
  const v = vocab(t);
  const summary = engagementSummary(spans);
  if (summary.total === 0) return null;
  return (
    <section className="coach-section" aria-labelledby="coach-signals" data-testid="coach-signals">
      <div className="spread-row baseline coach-section-head">
        <h3 id="coach-signals">{t('coaching:coach.signals.title')}</h3>
        <span className="muted coach-count">
          {t('coaching:coach.signals.count', { engaged: summary.engaged, total: summary.total })}
        </span>
      </div>
      <ul className="bare-list coach-signal-list">
        {summary.items.map((s, i) => (
          <li key={`${s.spanId ?? 'p'}-${i}`} className={s.engaged ? 'is-engaged' : undefined} data-engaged={s.engaged}>
            <span className="coach-tick" aria-hidden="true">
              {s.engaged ? '\u2713' : '\u25CB'}
            </span>
            <span className="visually-hidden">
              {s.engaged ? t('coaching:coach.signals.engaged') : t('coaching:coach.signals.notEngaged')}
            </span>
            <span className="coach-signal-body">
              <bdi className={`coach-phrase ${annotationClass(s.kind, s.label)}`} lang={lang}>
                {s.phrase}
              </bdi>
              <span className="muted coach-signal-label">
                {v.spanKind[s.kind]}
                {t('scenario:annotation.separator')}
                {v.spanLabel(s.kind, s.label)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="muted coach-hint">{t('coaching:coach.signals.hint')}</p>
    </section>
  );
}
