// Writing a comment on the words just selected (or found by typing them): the quote, the comment,
// Add and Cancel. Without a selection it says how to make one.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentTarget } from '../../../shared/domain/review';
import { ErrorText } from '../../components/ErrorText';
import { textLangAttrs } from '../../../shared/i18n/text-language';
import { ConfirmRow } from '../../components/ConfirmRow/ConfirmRow';

type Props = {
  quote: string | null;
  target: CommentTarget | null;
  busy: boolean;
  error: unknown;
  onAdd: (body: string) => Promise<boolean>;
  onCancel: () => void;
};

export function CommentComposer({ quote, target, busy, error, onAdd, onCancel }: Props) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const id = useId();
  if (quote === null)
    return (
      <p className="muted pr-small rv-composer-hint" data-testid="comment-hint">
        {t('review:comments.selectHint')}
      </p>
    );
  const add = async () => {
    if (await onAdd(body.trim())) setBody('');
  };
  return (
    <div className="rv-composer" data-testid="comment-composer">
      <p className="rv-composer-where pr-small">
        {target === 'critique' ? t('review:comments.onCritique') : t('review:comments.onReply')}
      </p>
      <blockquote className="rv-quote" {...textLangAttrs(quote)} data-testid="comment-quote">
        {quote}
      </blockquote>
      <label className="field" htmlFor={id}>
        <span>{t('review:comments.yourComment')}</span>
      </label>
      <textarea
        id={id}
        className="pr-textarea"
        rows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        dir="auto"
        maxLength={4000}
        data-testid="comment-body"
      />
      <ErrorText error={error} />
      <ConfirmRow
        onCancel={onCancel}
        onConfirm={() => void add()}
        confirmLabel={t('review:comments.add')}
        confirmTestId="comment-add"
        confirmDisabled={busy || body.trim() === ''}
        cancelDisabled={busy}
        small
      />
    </div>
  );
}
