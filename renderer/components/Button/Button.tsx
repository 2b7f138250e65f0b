// The app's button in one place: a tone (primary, secondary, danger, or link: a button that reads as
// a link), an optional small size and a test id, so a screen says only what the button is called,
// does and when it waits. A plain type="button" unless the caller makes it the form's submit.
import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  tone?: 'primary' | 'secondary' | 'danger' | 'link';
  small?: boolean;
  testId?: string;
  /** Added after the button classes (a screen's own spacing). */
  extraClass?: string;
};

export function Button({ tone = 'secondary', small = false, testId, extraClass, type = 'button', ...rest }: Props) {
  const look = tone === 'link' ? ['link-button'] : ['button', tone, small && 'small'];
  const className = [...look, extraClass].filter(Boolean).join(' ');
  return <button {...rest} type={type} className={className} data-testid={testId} />;
}
