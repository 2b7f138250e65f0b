// Confirms deleting a judge (its stored API key goes too; scores it already gave stay).
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import { api } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isolate } from '../../../i18n/isolate';

type Props = { judge: JudgeProvider; onClose: () => void; onDeleted: () => Promise<void> };

export function DeleteJudgeDialog({ judge, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('judges:delete.title')}
      onClose={onClose}
      action={async () => {
        await api.call('judges.delete', { id: judge.id });
        await onDeleted();
      }}
      confirmLabel={t('judges:delete.confirm')}
      confirmTestId="judge-delete-confirm"
    >
      <p>{t('judges:delete.body', { label: isolate(judge.label) })}</p>
      <p className="muted">{judge.hasApiKey ? t('judges:delete.withKey') : t('judges:delete.noKey')}</p>
    </ConfirmDialog>
  );
}
