// "Create file": runs exports.create as a task with progress and cancel, then hands the file to the
// browser's download and says what was saved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFile } from '../../../shared/domain/review';
import { useApiTask } from '../../api/hooks';
import { TaskBar } from '../../components/TaskBar';
import { ErrorText } from '../../components/ErrorText';
import type { ExportRequest } from './exportRequest';
import { saveExport } from './saveExport';

type Props = { request: ExportRequest | null; onRunning: (running: boolean) => void };

export function CreateExport({ request, onRunning }: Props) {
  const { t } = useTranslation();
  const task = useApiTask('exports.create');
  const [saved, setSaved] = useState<ExportFile | null>(null);

  const create = async () => {
    if (!request) return;
    setSaved(null);
    onRunning(true);
    const file = await task.run(request);
    onRunning(false);
    if (!file) return;
    saveExport(file);
    setSaved(file);
  };

  return (
    <div className="exp-create">
      <TaskBar
        className="exp-create-row"
        progress={task.progress}
        label={t('exports:create.running')}
        text={
          task.progress?.total
            ? t('exports:create.progress', { done: task.progress.done, total: task.progress.total })
            : t('exports:create.running')
        }
        onCancel={task.cancel}
        testIds={{ progress: 'exports-progress', cancel: 'exports-cancel' }}
        announce
      >
        <button
          type="button"
          className="button primary"
          disabled={!request}
          onClick={() => void create()}
          data-testid="exports-create"
        >
          {t('exports:create.button')}
        </button>
      </TaskBar>
      {saved && (
        <p className="success-text" role="status" data-testid="exports-saved">
          {t('exports:create.saved', { fileName: saved.fileName })}
        </p>
      )}
      <ErrorText error={task.error} />
    </div>
  );
}
