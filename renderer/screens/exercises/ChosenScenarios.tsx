// The scenarios chosen for an exercise, in the order trainees meet them: move up, move down, remove.
import { titleLangAttrs } from '../../components/titleLang';
import { useTranslation } from 'react-i18next';
import type { ExerciseScenarioRef } from '../../../shared/domain/practice';
import { vocab } from '../../components/vocab';
import { isolate } from '../../i18n/isolate';
import { RiskBadge } from '../../components/RiskBadge';

type Props = {
  ids: readonly number[];
  known: ReadonlyMap<number, ExerciseScenarioRef>;
  cultureName: (id: string) => string;
  readOnly: boolean;
  onChange: (next: number[]) => void;
};

export function ChosenScenarios({ ids, known, cultureName, readOnly, onChange }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  if (ids.length === 0) return <p className="ex-chosen-empty muted">{t('exercises:scenarios.none')}</p>;

  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange(next);
  };

  return (
    <ol className="bare-list ex-chosen" data-testid="chosen-scenarios">
      {ids.map((id, index) => {
        const s = known.get(id);
        const title = s?.title ?? t('exercises:scenarios.unknown', { id });
        const name = isolate(title);
        return (
          <li key={id} className="ex-chosen-item" data-testid="chosen-scenario">
            <span className="ex-chosen-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="ex-scenario-text">
              <span className="ex-scenario-title" {...(s ? titleLangAttrs(s) : { dir: 'auto' })}>
                {title}
              </span>
              {s && (
                <span className="ex-scenario-meta">
                  <span dir="auto">{cultureName(s.cultureId)}</span>
                  <span>{t('library:card.language', { language: v.textLanguage[s.language] ?? s.language })}</span>
                  <RiskBadge risk={s.risk} />
                </span>
              )}
            </span>
            {!readOnly && (
              <span className="ex-chosen-actions">
                <button
                  type="button"
                  className="button secondary small ex-icon-button"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t('exercises:scenarios.moveUp', { title: name })}
                  title={t('exercises:scenarios.moveUp', { title: name })}
                  data-testid="chosen-up"
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="button secondary small ex-icon-button"
                  disabled={index === ids.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('exercises:scenarios.moveDown', { title: name })}
                  title={t('exercises:scenarios.moveDown', { title: name })}
                  data-testid="chosen-down"
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="button danger small"
                  onClick={() => onChange(ids.filter((other) => other !== id))}
                  aria-label={t('exercises:scenarios.removeLabel', { title: name })}
                  data-testid="chosen-remove"
                >
                  {t('exercises:scenarios.remove')}
                </button>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
