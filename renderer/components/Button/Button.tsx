// The app's button in one place: a tone (primary, secondary, danger, or link: a button that reads as
// a link), an optional small size, a leading icon and a test id, so a screen says only what the
// button is called, does and when it waits. A plain type="button" unless the caller makes it the form's submit.
import type { ComponentProps } from 'react';
import { Icon, type IconName } from '../Icon';

type Props = Omit<ComponentProps<'button'>, 'className'> & {
  tone?: 'primary' | 'secondary' | 'danger' | 'link';
  small?: boolean;
  testId?: string;
  /** An icon before the label ('plus' for the add buttons). */
  icon?: IconName;
  /** Added after the button classes (a screen's own spacing). */
  extraClass?: string;
};

export function Button(props: Props) {
  const { tone = 'secondary', small = false, testId, icon, extraClass, type = 'button', children, ...rest } = props;
  const look = tone === 'link' ? ['link-button'] : ['button', tone, small && 'small'];
  const className = [...look, extraClass].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={className} data-testid={testId}>
      {icon && <Icon name={icon} size={18} />}
      {children}
    </button>
  );
}
