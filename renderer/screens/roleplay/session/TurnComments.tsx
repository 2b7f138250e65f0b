// Supervisors' and instructors' comments anchored to one turn, shown beside it; staff can add one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleplayComment } from '../../../../shared/domain/roleplay';
import { CommentBox } from '../../../components/CommentBox';
import { ErrorText } from '../../../components/ErrorText';
import { useAction } from '../../../components/useAction';
import { isolate } from '../../../i18n/isolate';
import { useDateFormat } from '../../library/useDateFormat';
import { turnNumber } from './turnAnchor';
import { textLangAttrs } from '../../../../shared/i18n/text-language';
import { ConfirmRow } from '../../../components/ConfirmRow/ConfirmRow';

type Props = {
  turnIndex: number;
  comments: readonly RoleplayComment[];
  canComment: boolean;
  onAdd: (turnIndex: number, body: string) => Promise<unknown>;
};

export function TurnComments({ turnIndex, comments, canComment, onAdd }: Props) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const { busy, error, run } = useAction();

  const save = () =>
    run(async () => {
      await onAdd(turnIndex, body.trim());
      setBody('');
      setOpen(false);
    });

  if (comments.length === 0 && !canComment) return null;
  return (
    <aside
      className="rp-comments"
      aria-label={t('roleplay:comments.label', { turn: turnNumber(turnIndex) })}
      data-testid={`rp-comments-${turnIndex}`}
    >
      {comments.map((c) => (
        <figure key={c.id} className="rp-comment" data-testid="rp-comment">
          <blockquote {...textLangAttrs(c.body)}>{c.body}</blockquote>
          <figcaption className="muted">
            {t('roleplay:comments.by', {
              name: isolate(c.authorName ?? t('roleplay:comments.unknownAuthor')),
              date: date(c.createdAt),
            })}
          </figcaption>
        </figure>
      ))}
      {canComment &&
        (open ? (
          <form
            className="rp-comment-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (body.trim()) void save();
            }}
          >
            <CommentBox
              label={t('roleplay:comments.field', { turn: turnNumber(turnIndex) })}
              labelClassName="visually-hidden"
              rows={3}
              value={body}
              onChange={setBody}
              placeholder={t('roleplay:comments.placeholder')}
              testId={`rp-comment-text-${turnIndex}`}
            />
            <ConfirmRow
              onCancel={() => setOpen(false)}
              confirmLabel={t('roleplay:comments.save')}
              confirmTestId={`rp-comment-save-${turnIndex}`}
              confirmDisabled={!body.trim() || busy}
              cancelDisabled={busy}
              small
            />
            <ErrorText error={error} />
          </form>
        ) : (
          <button
            type="button"
            className="link-button rp-comment-add"
            onClick={() => setOpen(true)}
            data-testid={`rp-comment-add-${turnIndex}`}
          >
            {t('roleplay:comments.add')}
          </button>
        ))}
    </aside>
  );
}
