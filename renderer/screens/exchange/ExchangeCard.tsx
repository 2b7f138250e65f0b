// One step of the class exchange as a card: a heading that names the section, an optional muted
// intro under it, then the step's own controls. Every card of the exchange screen (and the contact
// prompt shown after opening an exercise) is laid out by it.
import { useId, type ReactNode } from 'react';

type Props = {
  /** The heading's id, which names the section for screen readers (made up here when not given). */
  titleId?: string;
  title: ReactNode;
  /** h2 on the exchange screen; h3 where the card sits inside another one. */
  heading?: 'h2' | 'h3';
  /** Set for a title the user wrote (an exercise's title). */
  titleDir?: 'auto';
  /** A muted line under the heading. */
  intro?: ReactNode;
  /** Classes besides 'card exchange-card'. */
  className?: string;
  testId?: string;
  children: ReactNode;
};

export function ExchangeCard({
  titleId,
  title,
  heading: Heading = 'h2',
  titleDir,
  intro,
  className,
  testId,
  children,
}: Props) {
  const ownId = useId();
  const headingId = titleId ?? ownId;
  return (
    <section
      className={className ? `card exchange-card ${className}` : 'card exchange-card'}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <Heading id={headingId} dir={titleDir}>
        {title}
      </Heading>
      {intro && <p className="muted">{intro}</p>}
      {children}
    </section>
  );
}
