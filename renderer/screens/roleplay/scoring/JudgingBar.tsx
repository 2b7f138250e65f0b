// The run row of a role-play judging task (scoring a session, comparing two): while the judges work,
// how far they are and Cancel; otherwise the button that starts them.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Progress } from '../../../api/hooks';
import { Button } from '../../../components/Button';
import { TaskBar } from '../../../components/TaskBar';

type Props = {
  task: { progress: Progress | null; cancel: () => void };
  /** The progress bar's accessible name. */
  label: string;
  canRun: boolean;
  onRun: () => void;
  runTestId: string;
  testIds?: { text?: string; cancel?: string };
  /** The run button's text. */
  children: ReactNode;
};

export function JudgingBar({ task, label, canRun, onRun, runTestId, testIds, children }: Props) {
  const { t } = useTranslation();
  const { progress } = task;
  return (
    <TaskBar
      progress={progress}
      label={label}
      text={t('roleplay:scores.progress', { done: progress?.done ?? 0, total: progress?.total ?? 0 })}
      onCancel={task.cancel}
      testIds={testIds}
    >
      <Button tone="primary" disabled={!canRun} onClick={onRun} testId={runTestId}>
        {children}
      </Button>
    </TaskBar>
  );
}
