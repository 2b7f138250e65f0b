// The exercise's scenarios: the chosen ones in order, and (for instructors) the picker to add more.
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Culture } from '../../../shared/domain/library';
import type { ExerciseScenarioRef } from '../../../shared/domain/practice';
import { ChosenScenarios } from './ChosenScenarios';
import { LIMITS } from './exerciseFormValues';
import { ScenarioPicker } from './ScenarioPicker';

type Props = {
  initial: readonly ExerciseScenarioRef[];
  cultures: Culture[];
  cultureName: (id: string) => string;
  value: number[];
  onChange: (next: number[]) => void;
  readOnly: boolean;
  error: string | null;
  /** Where keyboard focus goes when the form reports a problem with the scenarios. */
  focusRef: Ref<HTMLFieldSetElement>;
};

export function ScenariosField({ initial, cultures, cultureName, value, onChange, readOnly, error, focusRef }: Props) {
  const { t } = useTranslation();
  const [known, setKnown] = useState<ReadonlyMap<number, ExerciseScenarioRef>>(
    () => new Map(initial.map((s) => [s.id, s])),
  );

  return (
    <div className="ex-scenarios">
      <fieldset ref={focusRef} tabIndex={-1} className="field ex-group ex-focusable" data-testid="exercise-scenarios">
        <legend>{t('exercises:scenarios.chosen', { count: value.length })}</legend>
        <small>{t('exercises:scenarios.help', { count: LIMITS.scenariosMax })}</small>
        <ChosenScenarios ids={value} known={known} cultureName={cultureName} readOnly={readOnly} onChange={onChange} />
        {error && (
          <span className="field-error" role="alert">
            {error}
          </span>
        )}
      </fieldset>
      {!readOnly && (
        <section className="ex-picker-panel" aria-labelledby="ex-picker-title">
          <h3 id="ex-picker-title">{t('exercises:picker.title')}</h3>
          <ScenarioPicker
            cultures={cultures}
            cultureName={cultureName}
            chosen={value}
            full={value.length >= LIMITS.scenariosMax}
            onAdd={(s) => {
              setKnown((previous) =>
                new Map(previous).set(s.id, {
                  id: s.id,
                  title: s.title,
                  titleLanguage: s.titleLanguage,
                  cultureId: s.cultureId,
                  risk: s.risk,
                  language: s.language,
                }),
              );
              onChange([...value, s.id]);
            }}
          />
        </section>
      )}
    </div>
  );
}
