// The frame of a panel that runs a long task on the configured judges' servers (generating
// responses, comparing two replies): heading and intro, a pointer to Settings when no server is
// set up, one choice and a set of checkboxes (locked while the task runs), where the text goes, the
// start button with its progress and cancel, then the panel's results and its last error.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { TaskBar } from '../../components/TaskBar';
import type { Progress } from '../../api/hooks';

type Props = {
  /** Prefix of the panel's classes, heading id and test ids (`<kind>-panel`, `<kind>-start`...). */
  kind: 'generate' | 'pairwise';
  title: string;
  intro: string;
  /** The servers to choose from: null while loading; none gives `noServer` and the Settings link. */
  servers: readonly unknown[] | null;
  noServer: string;
  choice: {
    label: string;
    value: string;
    options: readonly { value: string; label: string }[];
    onChange: (value: string) => void;
    testId: string;
  };
  checks: {
    legend: string;
    className: string;
    itemClassName: string;
    items: readonly { id: string; label: ReactNode; checked: boolean; onToggle: () => void; testId: string }[];
  };
  /** Where the text is sent, for the current choice. */
  privacy: ReactNode;
  task: { progress: Progress | null; label: string; text: string; onCancel: () => void; className?: string };
  start: { label: string; disabled: boolean; onClick: () => void };
  /** Under the start button (a reason it cannot start). */
  note?: ReactNode;
  error: unknown;
  /** The results, under the controls. */
  children?: ReactNode;
};

export function ServerTaskPanel({ kind, choice, checks, task, start, ...props }: Props) {
  const { t } = useTranslation();
  const busy = !!task.progress;
  return (
    <section className={`card ${kind}-panel`} aria-labelledby={`${kind}-title`} data-testid={`${kind}-panel`}>
      <h2 id={`${kind}-title`}>{props.title}</h2>
      <p className="muted">{props.intro}</p>
      {props.servers !== null && props.servers.length === 0 ? (
        <p>
          {props.noServer} <Link to="/settings">{t('scenario:generate.toSettings')}</Link>
        </p>
      ) : (
        <>
          <div className={`${kind}-controls`}>
            <label className="field">
              <span>{choice.label}</span>
              <select
                value={choice.value}
                onChange={(e) => choice.onChange(e.target.value)}
                disabled={busy}
                data-testid={choice.testId}
              >
                {choice.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className={`field ${checks.className}`}>
              <legend>{checks.legend}</legend>
              {checks.items.map((item) => (
                <label key={item.id} className={checks.itemClassName}>
                  <input
                    type="checkbox"
                    checked={item.checked}
                    onChange={item.onToggle}
                    disabled={busy}
                    data-testid={item.testId}
                  />
                  {item.label}
                </label>
              ))}
            </fieldset>
          </div>
          {props.privacy}
          <TaskBar
            className={task.className}
            progress={task.progress}
            label={task.label}
            text={task.text}
            onCancel={task.onCancel}
            testIds={{ cancel: `${kind}-cancel` }}
          >
            <button
              type="button"
              className="button primary"
              disabled={start.disabled}
              onClick={start.onClick}
              data-testid={`${kind}-start`}
            >
              {start.label}
            </button>
          </TaskBar>
          {props.note}
        </>
      )}
      {props.children}
      <ErrorText error={props.error} />
    </section>
  );
}
