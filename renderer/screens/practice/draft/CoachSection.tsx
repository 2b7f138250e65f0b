// One section of the coach panel (safety flags, strategy mix, language check), named by its heading;
// its test id and heading id are coach-<name>.
import type { ReactNode } from 'react';

type Props = { name: string; title: string; children: ReactNode };

export function CoachSection({ name, title, children }: Props) {
  const id = `coach-${name}`;
  return (
    <section className="coach-section" aria-labelledby={id} data-testid={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}
