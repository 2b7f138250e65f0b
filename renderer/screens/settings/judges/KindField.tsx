// Where a judge runs: a local model inside this app, or an OpenAI-compatible server (two radio cards).
import { useTranslation } from 'react-i18next';
import type { JudgeProviderKind } from '../../../../shared/domain/judging';
import { Icon } from '../../../components/Icon';

type Props = { value: JudgeProviderKind; onChange: (kind: JudgeProviderKind) => void };

const KINDS: { kind: JudgeProviderKind; icon: 'lock' | 'globe' }[] = [
  { kind: 'local', icon: 'lock' },
  { kind: 'openai', icon: 'globe' },
];

export function KindField({ value, onChange }: Props) {
  const { t } = useTranslation();
  const text = (kind: JudgeProviderKind) =>
    kind === 'local'
      ? { title: t('judges:form.kindLocal'), help: t('judges:form.kindLocalHelp') }
      : { title: t('judges:form.kindOpenai'), help: t('judges:form.kindOpenaiHelp') };
  return (
    <fieldset className="field wide judge-kinds" data-testid="judge-kind">
      <legend>{t('judges:form.kind')}</legend>
      <div className="judge-kind-options">
        {KINDS.map(({ kind, icon }) => (
          <label key={kind} className={`judge-kind${value === kind ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="judge-kind"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              data-testid={`judge-kind-${kind}`}
            />
            <span className="judge-kind-icon" aria-hidden="true">
              <Icon name={icon} size={20} />
            </span>
            <span className="judge-kind-text">
              <strong>{text(kind).title}</strong>
              <small>{text(kind).help}</small>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
