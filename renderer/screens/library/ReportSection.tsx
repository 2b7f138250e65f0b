// One titled section of an import report (conflicts, phrases not found, rejected lines...), with an
// optional muted help line under its heading.
import type { ReactNode } from 'react';

export function ReportSection(props: { title: string; help?: string; testId?: string; children: ReactNode }) {
  return (
    <section className="lib-report-section" data-testid={props.testId}>
      <h4>{props.title}</h4>
      {props.help && <p className="muted">{props.help}</p>}
      {props.children}
    </section>
  );
}
