// One scenario of an assigned exercise: title, culture, risk, where the trainee stands, and the
// button that starts, continues or reviews it.
import { titleLangAttrs } from '../../../components/titleLang';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AssignedScenario } from '../../../../shared/domain/practice';
import { api } from '../../../api/client';
import { ErrorText } from '../../../components/ErrorText';
import { vocab } from '../../../components/vocab';
import { useAction } from '../../../components/useAction';
import { stageNames } from '../stageNames';

type Props = { exerciseId: number; item: AssignedScenario; culture: string };

export function AssignedScenarioRow({ exerciseId, item, culture }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const navigate = useNavigate();
  const { busy, error, run } = useAction();
  const { scenario, attempt } = item;

  const status = !attempt
    ? { key: 'new', text: t('practice:list.notStarted') }
    : attempt.status === 'completed'
      ? { key: 'completed', text: t('practice:list.completed') }
      : attempt.status === 'skipped'
        ? { key: 'skipped', text: t('practice:list.skipped') }
        : { key: 'in_progress', text: t('practice:list.inProgress', { step: stageNames(t)[attempt.stage] }) };
  const action = !attempt
    ? t('practice:list.start')
    : attempt.status === 'in_progress'
      ? t('practice:list.continue')
      : attempt.status === 'completed'
        ? t('practice:list.review')
        : t('practice:list.open');

  const open = () =>
    void run(async () => {
      // A scenario removed from the exercise keeps its attempt: open that attempt directly.
      if (item.removed && attempt) return navigate(`/practice/${attempt.id}`);
      const opened = await api.call('practice.open', { exerciseId, scenarioId: scenario.id });
      await navigate(`/practice/${opened.id}`);
    });

  return (
    <li className={`pr-row is-${status.key}`} data-testid={`assigned-${exerciseId}-${scenario.id}`}>
      <div className="pr-row-main">
        <h4 className="pr-row-title">
          <bdi {...titleLangAttrs(scenario)}>{scenario.title}</bdi>
        </h4>
        <span className="pr-row-badges">
          <span className="badge scenario-badge-culture">
            <bdi>{culture}</bdi>
          </span>
          <span className={`badge scenario-risk risk-${scenario.risk}`}>{v.risk[scenario.risk]}</span>
          {item.removed && (
            <span className="badge" data-testid="assigned-removed" title={t('practiceremoved:help')}>
              {t('practiceremoved:badge')}
            </span>
          )}
        </span>
      </div>
      <span className={`pr-status is-${status.key}`} data-testid="assigned-status">
        {status.text}
      </span>
      <div className="pr-row-action">
        <button
          type="button"
          className={`button small ${attempt?.status === 'in_progress' || !attempt ? 'primary' : 'secondary'}`}
          onClick={open}
          disabled={busy}
          data-testid="assigned-open"
        >
          {action}
        </button>
      </div>
      {error !== null && (
        <div className="pr-row-error">
          <ErrorText error={error} />
        </div>
      )}
    </li>
  );
}
