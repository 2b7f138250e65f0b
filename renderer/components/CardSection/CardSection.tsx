// A card named by its heading (the heading labels the section for screen readers): the panels of the
// practice and review steps (the post, the reply, the critique, the score...).
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  /** The heading's id, which names the section. */
  titleId: string;
  /** Classes besides 'card'. */
  className?: string;
  testId?: string;
  children: ReactNode;
};

export function CardSection({ title, titleId, className, testId, children }: Props) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId} data-testid={testId}>
      <h3 id={titleId} className="pr-card-title">
        {title}
      </h3>
      {children}
    </section>
  );
}
