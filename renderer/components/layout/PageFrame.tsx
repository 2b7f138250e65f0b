// A screen's outer frame: its sub-navigation, its heading and lead (PageHeader, with the screen's
// actions), then its content. `busy` marks the content as being refreshed.
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

type Props = {
  className: string;
  testId: string;
  nav: ReactNode;
  header: { title: string; lead: string; actions?: ReactNode; className?: string };
  busy?: boolean;
  children: ReactNode;
};

export function PageFrame({ className, testId, nav, header, busy, children }: Props) {
  return (
    <div className={className} data-testid={testId} aria-busy={busy}>
      {nav}
      <PageHeader {...header} />
      {children}
    </div>
  );
}
