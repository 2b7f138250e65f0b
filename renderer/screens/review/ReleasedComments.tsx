// The supervisor's comments as the trainee reads them: numbered highlights on their reply and
// critique, each with the comment beside it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentTarget, ReleasedReview } from '../../../shared/domain/review';
import { CommentedText } from './CommentedText';
import { CommentList } from './CommentList';
import { numberComments } from './commentNumbers';

export function ReleasedComments({ review }: { review: ReleasedReview }) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useState<number | null>(null);
  const { numbers } = numberComments(review.comments);
  const texts: { target: CommentTarget; text: string | null; title: string }[] = [
    { target: 'reply', text: review.finalVersion?.text ?? null, title: t('review:released.yourReply') },
    { target: 'critique', text: review.critiqueText, title: t('review:released.yourCritique') },
  ];
  return (
    <>
      {texts.map(({ target, text, title }) => {
        const comments = numberComments(review.comments.filter((c) => c.target === target)).ordered;
        // The reply is shown even without comments; the critique only when it was commented on.
        if (text === null || text.trim() === '' || (target === 'critique' && comments.length === 0)) return null;
        // The text and its list show the same comments, numbered alike; picking one highlights it in both.
        const view = { comments, numbers, activeId, onActivate: setActiveId };
        return (
          <div key={target} className="rv-released-part" data-testid={`released-${target}`}>
            <h4>{title}</h4>
            <div className={comments.length > 0 ? 'rv-released-grid' : undefined}>
              <CommentedText {...view} text={text} label={title} testId={`released-text-${target}`} />
              <CommentList {...view} testId={`released-comments-${target}`} />
            </div>
          </div>
        );
      })}
    </>
  );
}
