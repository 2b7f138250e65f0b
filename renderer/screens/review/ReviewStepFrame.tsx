// The frame of one review step (blind rating, comments, reconcile, release): its heading and a short
// line on what to do, then the step's content. Heading id rv-<name>-title, test id review-<name>.
import type { ReactNode } from 'react';

type Props = { name: string; title: string; intro: string; children: ReactNode };

export function ReviewStepFrame({ name, title, intro, children }: Props) {
  const titleId = `rv-${name}-title`;
  return (
    <section className="rv-step-body" aria-labelledby={titleId} data-testid={`review-${name}`}>
      <div className="rv-step-head">
        <h2 id={titleId}>{title}</h2>
        <p className="muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}
