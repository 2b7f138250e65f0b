// A rubric's calm notice when its scores did not all arrive (failed, cancelled, judges out of
// reach): what happened, the stored reasons when there are any, and the button that asks again.
import { StoredFailureText } from '../../../components/connection/StoredFailureText';
import { Button } from '../../../components/Button';

type Props = {
  text: string;
  /** The stored failure messages, shown under the text (none for a cancelled run). */
  failures?: readonly (string | null | undefined)[];
  retryLabel: string;
  retryTestId: string;
  onRetry: () => void;
  /** A quieter look, for judges that are simply out of reach. */
  calm?: boolean;
  testId?: string;
};

export function RetryNotice({ text, failures, retryLabel, retryTestId, onRetry, calm = false, testId }: Props) {
  return (
    <div className={`spread-row fb-notice${calm ? ' is-calm' : ''}`} role="status" data-testid={testId}>
      <p>{text}</p>
      {failures && <StoredFailureText messages={failures} />}
      <Button small onClick={onRetry} testId={retryTestId}>
        {retryLabel}
      </Button>
    </div>
  );
}
