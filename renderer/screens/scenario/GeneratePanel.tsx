// Instructors: generate responses to this post with a configured model, one per chosen adaptation
// strategy, streamed as they are written and cancellable; says where the text goes first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScenarioDetail } from '../../../shared/domain/library';
import { ADAPTATION_STRATEGIES, type AdaptationStrategy } from '../../../shared/domain/vocabulary';
import { useApiQuery, useApiTask } from '../../api/hooks';
import { TaskBar } from '../../components/TaskBar';
import { serverModels } from '../roleplay/useRoleplayData';
import { ErrorText } from '../../components/ErrorText';
import { useAnnounce } from '../../components/a11y/Announcer';
import { vocab } from '../../components/vocab';
import { textLangAttrs } from '../../../shared/i18n/text-language';

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
    <section className="card generate-panel" aria-labelledby="generate-title" data-testid="generate-panel">
      <h2 id="generate-title">{t('scenario:generate.title')}</h2>
      <p className="muted">{t('scenario:generate.intro')}</p>
      {models !== null && models.length === 0 ? (
        <p>
          {t('scenario:generate.noModel')} <Link to="/settings">{t('scenario:generate.toSettings')}</Link>
        </p>
      ) : (
        <>
          <div className="generate-controls">
            <label className="field">
              <span>{t('scenario:generate.model')}</span>
              <select
                value={modelId}
                onChange={(e) => setModelId(e.target.value)}
                data-testid="generate-model"
                disabled={!!progress}
              >
                {(models ?? []).map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.label} · {m.model}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="field generate-strategies">
              <legend>{t('scenario:generate.strategies')}</legend>
              {ADAPTATION_STRATEGIES.map((s) => (
                <label key={s} className="generate-strategy">
                  <input
                    type="checkbox"
                    checked={strategies.includes(s)}
                    onChange={() => toggle(s)}
                    disabled={!!progress}
                    data-testid={`generate-strategy-${s}`}
                  />
                  <bdi>{v.adaptation[s]}</bdi>
                </label>
              ))}
            </fieldset>
          </div>
          {model && (
            <p
              className={model.destination.offMachine ? 'generate-privacy off-machine' : 'generate-privacy'}
              data-testid="generate-privacy"
            >
              {model.destination.offMachine
                ? t('scenario:generate.sendsTo', { host: model.destination.host })
                : t('scenario:generate.staysHere', { host: model.destination.host })}
            </p>
          )}
          <TaskBar
            className="button-row generate-actions"
            progress={progress}
            label={t('scenario:generate.running')}
            text={t('scenario:generate.progress', { done: progress?.done ?? 0, total: progress?.total ?? 0 })}
            onCancel={task.cancel}
            testIds={{ cancel: 'generate-cancel' }}
          >
            <button
              type="button"
              className="button primary"
              disabled={!modelId || strategies.length === 0}
              onClick={() => void generate()}
              data-testid="generate-start"
            >
              {t('scenario:generate.start')}
            </button>
          </TaskBar>
        </>
      )}
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
      <ErrorText error={task.error ?? judges.error} />
    </section>
  );
}
