// Where a judge runs: a local model inside this app, or an OpenAI-compatible server (two radio cards).
import { useTranslation } from 'react-i18next';
import type { JudgeProviderKind } from '../../../../shared/domain/judging';
import { RadioCards, type RadioCard } from '../../../components/RadioCards';

type Props = { value: JudgeProviderKind; onChange: (kind: JudgeProviderKind) => void };

export function KindField(props: Props) {
  const { t } = useTranslation();
  const cards: RadioCard<JudgeProviderKind>[] = [
    { value: 'local', icon: 'lock', title: t('judges:form.kindLocal'), help: t('judges:form.kindLocalHelp') },
    { value: 'openai', icon: 'globe', title: t('judges:form.kindOpenai'), help: t('judges:form.kindOpenaiHelp') },
  ];
  return (
    <RadioCards {...props} name="judge-kind" legend={t('judges:form.kind')} cards={cards} className="field wide" />
  );
}
