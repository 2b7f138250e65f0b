// A screen's heading and the one paragraph under it that says what the screen is for, with the
// screen's main actions (if any) at the far end of the row.
import type { ReactNode } from 'react';
import './page-header.css';

type Props = { title: string; lead: string; actions?: ReactNode; className?: string };

export function PageHeader({ title, lead, actions, className }: Props) {
  const classes = ['page-header', actions ? 'has-actions' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <header className={classes}>
      <div className="page-header-text">
        <h1>{title}</h1>
        <p className="page-lead">{lead}</p>
      </div>
      {actions}
    </header>
  );
}
