// What kind of server a judge is (three radio cards: this computer, a department server, a commercial API), each with the
// number of requests at once it starts with.
import { useTranslation } from 'react-i18next';
import {
  JUDGE_SERVER_KINDS,
  SERVER_KIND_CONCURRENCY,
  type JudgeServerKind,
} from '../../../../shared/domain/judge-servers';

type Props = { value: JudgeServerKind; onChange: (kind: JudgeServerKind) => void };

export function useServerKindText(): (kind: JudgeServerKind) => { title: string; help: string; short: string } {
  const { t } = useTranslation();
  return (kind) =>
    kind === 'this-computer'
      ? {
          title: t('judgeServers:kinds.thisComputer.title'),
          help: t('judgeServers:kinds.thisComputer.help'),
          short: t('judgeServers:card.thisComputer'),
        }
      : kind === 'department'
        ? {
            title: t('judgeServers:kinds.department.title'),
            help: t('judgeServers:kinds.department.help'),
            short: t('judgeServers:card.department'),
          }
        : {
            title: t('judgeServers:kinds.commercial.title'),
            help: t('judgeServers:kinds.commercial.help'),
            short: t('judgeServers:card.commercial'),
          };
}

export function ServerKindField({ value, onChange }: Props) {
  const { t } = useTranslation();
  const text = useServerKindText();
  return (
    <fieldset className="field wide judge-kinds judge-server-kinds" data-testid="judge-server-kind">
      <legend>{t('judgeServers:field.legend')}</legend>
      <div className="judge-kind-options">
        {JUDGE_SERVER_KINDS.map((kind) => (
          <label key={kind} className={`judge-kind${value === kind ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="judge-server-kind"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              data-testid={`judge-server-kind-${kind}`}
            />
            <span className="judge-kind-text">
              <strong>{text(kind).title}</strong>
              <small>{text(kind).help}</small>
              <small className="muted">
                {t('judgeServers:defaultConcurrency', { n: SERVER_KIND_CONCURRENCY[kind] })}
              </small>
            </span>
          </label>
        ))}
      </div>
      <small>{t('judgeServers:field.help')}</small>
    </fieldset>
  );
}
