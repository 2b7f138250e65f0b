// The frame of one step: its heading (focused when the trainee arrives from the previous step),
// a short line on what to do, the step's content and its actions at the end.
import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = {
  title: string;
  intro?: ReactNode;
  /** Move keyboard focus to the heading on arrival (not on the first load of the page). */
  focus: boolean;
  testId: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function StepFrame({ title, intro, focus, testId, actions, className, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (focus) heading.current?.focus({ preventScroll: true });
  }, [focus]);
  return (
    <section className={`pr-step-frame ${className ?? ''}`} aria-labelledby={headingId} data-testid={testId}>
      <div className="pr-step-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {intro && <div className="pr-step-intro">{intro}</div>}
      </div>
      {children}
      {actions && <div className="pr-step-actions">{actions}</div>}
    </section>
  );
}
