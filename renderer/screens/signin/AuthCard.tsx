// The card of a screen before (or instead of) signing in: its heading names the section, an optional
// lead line under it, then the screen's own content.
import type { ReactNode } from 'react';

type Props = {
  titleId: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Classes besides 'card auth-card'. */
  className?: string;
  testId?: string;
  children: ReactNode;
};

export function AuthCard({ titleId, title, lead, className, testId, children }: Props) {
  return (
    <section
      className={className ? `card auth-card ${className}` : 'card auth-card'}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <h1 id={titleId}>{title}</h1>
      {lead && <p className="muted">{lead}</p>}
      {children}
    </section>
  );
}
