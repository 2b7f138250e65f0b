// Where the trainee writes the next turn: Enter sends, Shift+Enter starts a new line (and Enter
// while an input method is composing does neither). Disabled while the help-seeker answers, while
// paused, and once the session has ended.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textLangAttrs } from '../../../../shared/i18n/text-language';
import { Button } from '../../../components/Button';

type Props = { initialText?: string; disabled: boolean; reason: string | null; onSend: (text: string) => void };

const MAX_TURN_CHARS = 4000;

export function Composer({ initialText = '', disabled, reason, onSend }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initialText);
  const field = useRef<HTMLTextAreaElement>(null);
  // Back to the text box when the help-seeker has answered, unless the trainee went elsewhere.
  useEffect(() => {
    if (!disabled && (document.activeElement === document.body || document.activeElement === null))
      field.current?.focus();
  }, [disabled]);
  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    onSend(trimmed);
    setText('');
  };
  return (
    <form
      className="rp-composer"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      data-testid="rp-composer"
    >
      <label htmlFor={id} className="visually-hidden">
        {t('roleplay:composer.label')}
      </label>
      <textarea
        ref={field}
        id={id}
        className="rp-composer-text"
        {...textLangAttrs(text)}
        rows={3}
        value={text}
        maxLength={MAX_TURN_CHARS}
        placeholder={t('roleplay:composer.placeholder')}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        spellCheck
        data-testid="rp-composer-text"
      />
      <div className="rp-composer-bar">
        <span id={`${id}-hint`} className="muted rp-composer-hint">
          {reason ?? t('roleplay:composer.hint')}
        </span>
        <Button tone="primary" type="submit" disabled={disabled || !text.trim()} testId="rp-send">
          {t('roleplay:composer.send')}
        </Button>
      </div>
    </form>
  );
}
