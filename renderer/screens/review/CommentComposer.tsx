// Writing a comment on the words just selected (or found by typing them): the quote, the comment,
// Add and Cancel. Without a selection it says how to make one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentTarget } from '../../../shared/domain/review';
import { CommentBox } from '../../components/CommentBox';
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
      <CommentBox
        label={<span>{t('review:comments.yourComment')}</span>}
        labelClassName="field"
        className="pr-textarea"
        value={body}
        onChange={setBody}
        testId="comment-body"
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
