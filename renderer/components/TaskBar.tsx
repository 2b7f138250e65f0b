// The row that starts a long task and, while it runs, shows its progress (indeterminate until the
// total is known), a line saying how far it is, and Cancel.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Progress } from '../api/hooks';

type Props = {
  progress: Progress | null;
  /** The progress bar's accessible name. */
  label: string;
  /** The line beside the bar ("3 of 8 done"). */
  text: string;
  onCancel: () => void;
  /** The start button (and anything beside it), shown while nothing runs. */
  children: ReactNode;
  className?: string;
  testIds?: { progress?: string; text?: string; cancel?: string };
  /** The line is announced as it changes. */
  announce?: boolean;
};

export function TaskBar({ progress, label, text, onCancel, children, className, testIds = {}, announce }: Props) {
  const { t } = useTranslation();
  return (
    <div className={className ?? 'button-row'}>
      {progress ? (
        <>
          <progress
            max={progress.total || undefined}
            value={progress.total ? progress.done : undefined}
            aria-label={label}
            data-testid={testIds.progress}
          />
          <span className="muted" role={announce ? 'status' : undefined} data-testid={testIds.text}>
            {text}
          </span>
          <button type="button" className="button secondary" onClick={onCancel} data-testid={testIds.cancel}>
            {t('common:cancel')}
          </button>
        </>
      ) : (
        children
      )}
    </div>
  );
}
