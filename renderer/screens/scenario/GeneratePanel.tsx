// Instructors: generate responses to this post with a configured model, one per chosen adaptation
// strategy, streamed as they are written and cancellable; says where the text goes first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioDetail } from '../../../shared/domain/library';
import { ADAPTATION_STRATEGIES, type AdaptationStrategy } from '../../../shared/domain/vocabulary';
import { useApiQuery, useApiTask } from '../../api/hooks';
import { serverModels } from '../roleplay/useRoleplayData';
import { useAnnounce } from '../../components/a11y/Announcer';
import { vocab } from '../../components/vocab';
import { textLangAttrs } from '../../../shared/i18n/text-language';
import { ServerTaskPanel } from './ServerTaskPanel';

/** The new responses reach the comparison through the query cache (generate.run refreshes the scenario). */
type Props = { scenario: ScenarioDetail };

export function GeneratePanel({ scenario }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const judges = useApiQuery('judges.list', {}, { select: serverModels });
  const models = judges.data ?? null;
  const [picked, setModelId] = useState('');
  const modelId = picked || models?.[0]?.id || '';
  const [strategies, setStrategies] = useState<AdaptationStrategy[]>([...ADAPTATION_STRATEGIES]);
  const [live, setLive] = useState<Partial<Record<string, string>>>({});
  const task = useApiTask('generate.run');
  const progress = task.progress;
  const [finished, setFinished] = useState(false);
  const announce = useAnnounce();

  const model = models?.find((m) => m.id === modelId);
  const toggle = (s: AdaptationStrategy) =>
    setStrategies((list) =>
      list.includes(s) ? list.filter((x) => x !== s) : ADAPTATION_STRATEGIES.filter((x) => x === s || list.includes(x)),
    );

  const generate = async () => {
    setLive({});
    setFinished(false);
    const done = await task.run(
      { scenarioId: scenario.id, strategies, providerId: modelId },
      { total: strategies.length, onOutput: (key, text) => setLive((current) => ({ ...current, [key]: text })) },
    );
    if (done) {
      setFinished(true);
      // Said once when every response has arrived, never each streamed word.
      announce(t('scenario:generate.done'));
    }
  };

  return (
    <ServerTaskPanel
      kind="generate"
      title={t('scenario:generate.title')}
      intro={t('scenario:generate.intro')}
      servers={models}
      noServer={t('scenario:generate.noModel')}
      choice={{
        label: t('scenario:generate.model'),
        value: modelId,
        options: (models ?? []).map((m) => ({ value: m.id, label: `${m.label} · ${m.model}` })),
        onChange: setModelId,
        testId: 'generate-model',
      }}
      checks={{
        legend: t('scenario:generate.strategies'),
        className: 'generate-strategies',
        itemClassName: 'generate-strategy',
        items: ADAPTATION_STRATEGIES.map((s) => ({
          id: s,
          label: <bdi>{v.adaptation[s]}</bdi>,
          checked: strategies.includes(s),
          onToggle: () => toggle(s),
          testId: `generate-strategy-${s}`,
        })),
      }}
      privacy={
        model && (
          <p
            className={model.destination.offMachine ? 'generate-privacy off-machine' : 'generate-privacy'}
            data-testid="generate-privacy"
          >
            {model.destination.offMachine
              ? t('scenario:generate.sendsTo', { host: model.destination.host })
              : t('scenario:generate.staysHere', { host: model.destination.host })}
          </p>
        )
      }
      task={{
        progress,
        label: t('scenario:generate.running'),
        text: t('scenario:generate.progress', { done: progress?.done ?? 0, total: progress?.total ?? 0 }),
        onCancel: task.cancel,
        className: 'button-row generate-actions',
      }}
      start={{
        label: t('scenario:generate.start'),
        disabled: !modelId || strategies.length === 0,
        onClick: () => void generate(),
      }}
      error={task.error ?? judges.error}
    >
      {Object.entries(live).map(([strategy, text]) => (
        <div key={strategy} className="generate-live">
          <h3>
            <bdi>{v.adaptation[strategy] ?? strategy}</bdi>
          </h3>
          <p {...textLangAttrs(text, scenario.language)} data-testid={`generate-live-${strategy}`}>
            {text}
          </p>
        </div>
      ))}
      {finished && <p className="success-text">{t('scenario:generate.done')}</p>}
    </ServerTaskPanel>
  );
}
