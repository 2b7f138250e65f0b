// The frame of one card on the Opened files screen: the file's name, what kind of file it is and its
// size, and why it cannot be opened when it cannot; then the card's own content (what the file is
// for, its preview or result), the last error, and until it is done its actions: the one that fits
// the person's role (when there is one) and Dismiss. useOpenedAction runs that action;
// useOpenedPreview shows a file's dry run before its action opens it for real.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenedFile } from '../../../shared/api/contract';
import { ErrorText } from '../../components/ErrorText';
import { useAction } from '../../components/useAction';

/** What the Opened files screen gives every card: the file, its result once done (kept by the screen
 * after the file stops waiting), Dismiss, and where the result goes. */
export type OpenedCardProps<R> = {
  file: OpenedFile;
  result: R | null;
  onDismiss: () => void;
  onDone: (result: R) => void;
};

export type OpenedAction = { testId: string; label: string; onClick: () => void; disabled?: boolean };

type Props = {
  /** The file, its result (done once there is one: the actions give way to it) and Dismiss. */
  card: Pick<OpenedCardProps<unknown>, 'file' | 'result' | 'onDismiss'>;
  kind: string;
  /** Shown between the file's problems and the error (what the file is for). */
  intro: ReactNode;
  /** The action's state: while busy the buttons wait; its last error is shown. */
  run: { busy: boolean; error: unknown };
  /** The card's action, when the file can be opened by this person now. */
  action: OpenedAction | null;
  children: ReactNode;
};

export function OpenedFileCard(props: Props) {
  const { t, i18n } = useTranslation();
  const { action, run } = props;
  const { file, onDismiss } = props.card;
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, file.sizeBytes / 1024));
  const headingId = `opened-${file.id}`;
  return (
    <section
      className="card opened-file"
      aria-labelledby={headingId}
      data-testid="opened-file"
      data-kind={file.extension}
    >
      <h2 id={headingId}>
        <span dir="auto">{file.fileName}</span>
      </h2>
      <p className="muted" data-testid="opened-kind">
        {props.kind} · <span>{size}</span>
      </p>
      {file.problem === 'too_large' && <p role="alert">{t('opened:tooLarge')}</p>}
      {file.problem === 'unreadable' && <p role="alert">{t('opened:unreadable')}</p>}
      {props.intro}
      {run.error !== null && <ErrorText error={run.error} />}
      {props.children}
      {props.card.result === null && (
        <div className="opened-actions">
          {action && (
            <button
              type="button"
              className="button primary"
              disabled={run.busy || action.disabled}
              onClick={action.onClick}
              data-testid={action.testId}
            >
              {action.label}
            </button>
          )}
          <button
            type="button"
            className="button secondary"
            onClick={onDismiss}
            disabled={run.busy}
            data-testid="opened-dismiss"
          >
            {t('opened:dismiss')}
          </button>
        </div>
      )}
    </section>
  );
}

/** Runs a card's action once at a time: busy while it runs, its error kept, its result handed on. */
export function useOpenedAction() {
  const action = useAction();
  const run = <T,>(call: () => Promise<T>, done: (result: T) => void) => action.run(async () => done(await call()));
  return { ...action, run };
}

/** A file opened in two steps: its dry run, fetched once while `wanted` (and the file is readable),
 * then `confirm` runs it for real, as the card's action. */
export function useOpenedPreview<R>(file: OpenedFile, wanted: boolean, call: (dryRun: boolean) => Promise<R>) {
  const action = useOpenedAction();
  const [preview, setPreview] = useState<R | null>(null);
  const [previewError, setPreviewError] = useState<unknown>(null);
  const want = wanted && !file.problem;
  useEffect(() => {
    if (!want) return;
    call(true).then(setPreview, setPreviewError);
    // Previewed once per file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file.id, want]);
  const confirm = (onDone: (result: R) => void) => void action.run(() => call(false), onDone);
  return { busy: action.busy, error: action.error ?? previewError, preview, confirm };
}
