// The peer reply and the five adapted responses of a scenario, each edited and saved on its own.
import { useTranslation } from 'react-i18next';
import type { ScenarioDetail } from '../../../shared/domain/library';
import { ADAPTATION_STRATEGIES, type AdaptationStrategy } from '../../../shared/domain/vocabulary';
import { ResponseEditor } from './ResponseEditor';

const SLOTS: { kind: 'peer' | 'exemplar'; strategy: AdaptationStrategy | null }[] = [
  { kind: 'peer', strategy: null },
  ...ADAPTATION_STRATEGIES.map((strategy) => ({ kind: 'exemplar' as const, strategy })),
];

export function ResponsesSection({ scenario, onSaved }: { scenario: ScenarioDetail; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="muted">{t('editor:responses.help')}</p>
      <div className="ed-responses">
        {SLOTS.map((slot) => (
          <ResponseEditor
            key={`${slot.kind}-${slot.strategy ?? 'peer'}`}
            scenarioId={scenario.id}
            kind={slot.kind}
            strategy={slot.strategy}
            response={scenario.responses.find((r) => r.kind === slot.kind && r.strategy === slot.strategy) ?? null}
            onSaved={onSaved}
          />
        ))}
      </div>
    </>
  );
}
