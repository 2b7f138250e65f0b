// What a configured model is used for, named by job: judging replies (every model), and for a
// model on a server also writing generated responses and coach's notes and playing the help-seeker.
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';

export function ModelUses({ judge }: { judge: JudgeProvider }) {
  const { t, i18n } = useTranslation();
  const uses =
    judge.kind === 'local'
      ? [t('modelroles:uses.judging')]
      : [t('modelroles:uses.judging'), t('modelroles:uses.generating'), t('modelroles:uses.helpSeeker')];
  return (
    <>
      <dt>{t('modelroles:uses.label')}</dt>
      <dd data-testid={`model-uses-${judge.id}`}>
        {new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(uses)}
      </dd>
    </>
  );
}
