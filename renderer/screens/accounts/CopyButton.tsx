// Copies a code or a link: the clipboard where the browser allows it (a secure context), otherwise by
// selecting the text in its field and the copy command; says "Copied" for a moment.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to selecting the text.
  }
  if (!field) return false;
  field.focus();
  field.select();
  return document.execCommand('copy');
}

export function CopyButton(props: {
  text: string;
  label: string;
  field: () => HTMLInputElement | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <span className="acc-copy">
      <button
        type="button"
        className="button secondary small"
        onClick={() => void copyText(props.text, props.field()).then((ok) => setState(ok ? 'copied' : 'failed'))}
        data-testid={props.testId}
      >
        {props.label}
      </button>
      <span className="acc-copy-status" role="status">
        {state === 'copied' ? t('accounts:codes.copied') : state === 'failed' ? t('accounts:codes.copyFailed') : ''}
      </span>
    </span>
  );
}
