// Drafting and feedback: the post (and who wrote it) beside the step's work on wide screens.
import type { ReactNode } from 'react';
import type { AttemptState } from '../../../../shared/domain/practice';
import { AttemptPost } from '../attempt/AttemptPost';

export function WorkStage({
  attempt,
  testId,
  children,
}: {
  attempt: AttemptState;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="pr-work pr-work-wide" data-testid={testId}>
      <AttemptPost attempt={attempt} demographics />
      <div className="pr-work-main">{children}</div>
    </div>
  );
}
