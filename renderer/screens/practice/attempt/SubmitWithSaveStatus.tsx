// The actions of an autosaved step: the quiet save line, then the step's one submit button (with the
// error of its last run), as the spotting and critique steps end. Test ids: <prefix>-save-status and
// <prefix>-submit.
import type { ReactNode } from 'react';
import { ActionButton } from '../../../components/ActionButton';
import type { AutosaveStatus } from '../../../components/autosave/autosave-queue';
import { SaveStatus } from '../../../components/autosave/SaveStatus';
import type { Action } from './useAction';

type Props = {
  autosave: { status: AutosaveStatus };
  action: Action;
  onSubmit: () => void;
  testIdPrefix: string;
  children: ReactNode;
};

export function SubmitWithSaveStatus({ autosave, action, onSubmit, testIdPrefix, children }: Props) {
  return (
    <>
      <SaveStatus status={autosave.status} testId={`${testIdPrefix}-save-status`} />
      <ActionButton error={action.error} busy={action.busy} onClick={onSubmit} testId={`${testIdPrefix}-submit`}>
        {children}
      </ActionButton>
    </>
  );
}
