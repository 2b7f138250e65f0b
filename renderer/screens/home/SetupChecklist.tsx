// An instructor's first run: three set-up steps (people, a judge, a first exercise) ticked from the
// real data, each linking to where it is done, with the judge choices explained. Stays on Home until
// every step is done or this person puts it away.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import '../../styles/setup.css';

function goToAddProfile() {
  const button = document.querySelector<HTMLElement>('[data-testid="add-profile"]');
  button?.scrollIntoView({ block: 'center' });
  button?.focus();
}

type Step = {
  id: 'people' | 'judge' | 'exercise';
  done: boolean;
  title: string;
  body: string;
  to: string;
  link: string;
};

export function SetupChecklist({ server }: { server: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const status = useApiQuery('setup.status', {});
  const dismiss = useApiMutation('setup.dismiss');
  const data = status.data;
  if (!data || data.dismissed || (data.people && data.judge && data.exercise)) return null;
  const steps: Step[] = [
    {
      id: 'people',
      done: data.people,
      title: server ? t('setup:people.titleServer') : t('setup:people.title'),
      body: server ? t('setup:people.bodyServer') : t('setup:people.body'),
      to: server ? '/accounts' : '',
      link: server ? t('setup:people.linkServer') : t('setup:people.link'),
    },
    {
      id: 'judge',
      done: data.judge,
      title: t('setup:judge.title'),
      body: t('setup:judge.body'),
      to: '/settings',
      link: t('setup:judge.link'),
    },
    {
      id: 'exercise',
      done: data.exercise,
      title: t('setup:exercise.title'),
      body: t('setup:exercise.body'),
      to: '/exercises/new',
      link: t('setup:exercise.link'),
    },
  ];
  const done = steps.filter((s) => s.done).length;
  return (
    <section className="card setup-checklist" aria-labelledby={titleId} data-testid="setup-checklist">
      <h2 id={titleId}>{t('setup:title')}</h2>
      <p className="muted" data-testid="setup-progress">
        {t('setup:progress', { done, total: steps.length })}
      </p>
      <ol className="setup-steps">
        {steps.map((step) => (
          <li key={step.id} className={`setup-step${step.done ? ' is-done' : ''}`} data-testid={`setup-${step.id}`}>
            <span className="setup-mark" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <div>
              <h3>
                {step.title}{' '}
                <span className={`badge${step.done ? ' setup-done' : ''}`}>
                  {step.done ? t('setup:done') : t('setup:toDo')}
                </span>
              </h3>
              <p>{step.body}</p>
              {step.id === 'judge' && !step.done && (
                <>
                  <p>{t('setup:judge.kinds')}</p>
                  <ul className="setup-judge-choices" data-testid="setup-judge-choices">
                    <li>
                      <strong>{t('setup:judge.localTitle')}</strong> {t('setup:judge.local')}
                    </li>
                    <li>
                      <strong>{t('setup:judge.serverTitle')}</strong> {t('setup:judge.server')}
                    </li>
                    <li>
                      <strong>{t('setup:judge.remoteTitle')}</strong> {t('setup:judge.remote')}
                    </li>
                  </ul>
                </>
              )}
              {!step.done &&
                (step.to === '' ? (
                  // The profile picker is further down this screen: go to its "add a profile" button.
                  <button
                    type="button"
                    className="link-button"
                    onClick={goToAddProfile}
                    data-testid={`setup-link-${step.id}`}
                  >
                    {step.link}
                  </button>
                ) : (
                  <Link to={step.to} data-testid={`setup-link-${step.id}`}>
                    {step.link}
                  </Link>
                ))}
            </div>
          </li>
        ))}
      </ol>
      <ErrorText error={dismiss.error} />
      <button
        type="button"
        className="link-button"
        onClick={() => dismiss.mutate({})}
        disabled={dismiss.isPending}
        data-testid="setup-dismiss"
      >
        {t('setup:dismiss')}
      </button>
    </section>
  );
}
