// The actions of an autosaved step: the quiet save line, then the step's one submit button (with the
// error of its last run), as the spotting and critique steps end. Test ids: <prefix>-save-status and
// <prefix>-submit.
import { ActionButton, type ActionButtonProps } from '../../../components/ActionButton';
import type { AutosaveStatus } from '../../../components/autosave/autosave-queue';
import { SaveStatus } from '../../../components/autosave/SaveStatus';
import type { Action } from '../../../components/useAction';

type Props = Pick<ActionButtonProps, 'onClick' | 'children'> & {
  autosave: { status: AutosaveStatus };
  /** The submit's run: busy while it runs, its last error. */
  action: Action;
  testIdPrefix: string;
};

export function SubmitWithSaveStatus({ autosave, action, onClick, testIdPrefix, children }: Props) {
  return (
    <>
      <SaveStatus status={autosave.status} testId={`${testIdPrefix}-save-status`} />
      <ActionButton error={action.error} busy={action.busy} onClick={onClick} testId={`${testIdPrefix}-submit`}>
        {children}
      </ActionButton>
    </>
  );
}
