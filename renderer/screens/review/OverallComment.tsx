// The overall comment to the trainee, saved automatically as the supervisor writes.
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '../../../shared/domain/review';
import { api } from '../../api/client';
import { SaveStatus } from '../../components/autosave/SaveStatus';
import { useAutosave } from '../../components/autosave/useAutosave';
import { CommentBox } from '../../components/CommentBox';
import { CardSection } from '../../components/CardSection';

export function OverallComment({ state, onState }: { state: ReviewState; onState: (next: ReviewState) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(state.overallComment);
  const attemptId = state.attemptId;
  const save = useCallback(
    async (value: string) => onState(await api.call('review.setOverallComment', { attemptId, text: value })),
    [attemptId, onState],
  );
  const autosave = useAutosave(save);
  return (
    <CardSection className="rv-overall" titleId={`${id}-title`} title={t('review:comments.overallTitle')}>
      <CommentBox
        label={t('review:comments.overallHelp')}
        labelClassName="muted pr-small"
        className="pr-textarea"
        rows={5}
        maxLength={8000}
        value={text}
        onChange={(next) => {
          setText(next);
          autosave.schedule(next);
        }}
        testId="overall-comment"
      />
      <SaveStatus status={autosave.status} testId="overall-save-status" />
    </CardSection>
  );
}
