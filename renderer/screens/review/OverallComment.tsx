// The overall comment to the trainee, saved automatically as the supervisor writes.
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '../../../shared/domain/review';
import { api } from '../../api/client';
import { SaveStatus } from '../../components/autosave/SaveStatus';
import { useAutosave } from '../../components/autosave/useAutosave';
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
      <label className="muted pr-small" htmlFor={id}>
        {t('review:comments.overallHelp')}
      </label>
      <textarea
        id={id}
        className="pr-textarea"
        rows={5}
        value={text}
        maxLength={8000}
        dir="auto"
        onChange={(e) => {
          setText(e.target.value);
          autosave.schedule(e.target.value);
        }}
        data-testid="overall-comment"
      />
      <SaveStatus status={autosave.status} testId="overall-save-status" />
    </CardSection>
  );
}
