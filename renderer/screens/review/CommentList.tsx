// The comments beside the text, numbered like their highlights: the words they are anchored to and
// what the supervisor wrote; the reviewer can delete one. Focusing or pointing at one lights up
// its highlight.
import { useTranslation } from 'react-i18next';
import type { ReviewComment } from '../../../shared/domain/review';
import { textLangAttrs } from '../../../shared/i18n/text-language';

type Props = {
  comments: readonly ReviewComment[];
  numbers: ReadonlyMap<number, number>;
  activeId: number | null;
  onActivate: (commentId: number | null) => void;
  onDelete?: (commentId: number) => void;
  busy?: boolean;
  testId: string;
};

export function CommentList({ comments, numbers, activeId, onActivate, onDelete, busy = false, testId }: Props) {
  const { t } = useTranslation();
  if (comments.length === 0) return null;
  return (
    <ol className="rv-comments" data-testid={testId}>
      {comments.map((c) => (
        <li
          key={c.id}
          id={`rv-comment-${c.id}`}
          className={`rv-comment${c.id === activeId ? ' is-active' : ''}`}
          data-testid="comment"
          onMouseEnter={() => onActivate(c.id)}
          onMouseLeave={() => onActivate(null)}
          onFocus={() => onActivate(c.id)}
          onBlur={() => onActivate(null)}
        >
          <span className="rv-comment-num" aria-hidden="true">
            {numbers.get(c.id)}
          </span>
          <div className="rv-comment-body">
            <blockquote
              className="rv-quote"
              {...textLangAttrs(c.quote)}
              tabIndex={0}
              aria-label={t('review:comments.quoteLabel', { number: numbers.get(c.id) ?? 0 })}
            >
              {c.quote}
            </blockquote>
            <p {...textLangAttrs(c.body)} data-testid="comment-text">
              {c.body}
            </p>
            {onDelete && (
              <button
                type="button"
                className="link-button rv-comment-delete"
                disabled={busy}
                onClick={() => onDelete(c.id)}
                data-testid="comment-delete"
              >
                {t('review:comments.delete')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
