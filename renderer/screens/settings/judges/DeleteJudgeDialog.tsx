// Confirms deleting a judge (its stored API key goes too; scores it already gave stay).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import { api } from '../../../api/client';
import { ErrorText } from '../../../components/ErrorText';
import { Modal } from '../../../components/Modal';
import { isolate } from '../../../i18n/isolate';

export function DeleteJudgeDialog({
  judge,
  onClose,
  onDeleted,
}: {
  judge: JudgeProvider;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.call('judges.delete', { id: judge.id });
      await onDeleted();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <Modal title={t('judges:delete.title')} onClose={onClose}>
      <p>{t('judges:delete.body', { label: isolate(judge.label) })}</p>
      <p className="muted">{judge.hasApiKey ? t('judges:delete.withKey') : t('judges:delete.noKey')}</p>
      <ErrorText error={error} />
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onClose}>
          {t('common:cancel')}
        </button>
        <button
          type="button"
          className="button danger"
          disabled={busy}
          onClick={() => void remove()}
          data-testid="judge-delete-confirm"
        >
          {t('judges:delete.confirm')}
        </button>
      </div>
    </Modal>
  );
}
