// A definition list of facts drawn from descriptors: each fact's term and value, with machine text
// (versions, paths, file names) shown left to right as code or plain text, an optional muted note
// after the value, and a test id. Facts given as false are left out (facts that only sometimes apply).
import type { ReactNode } from 'react';

export type Fact = {
  term: ReactNode;
  value: ReactNode;
  /** Machine text: left to right, as <code> or as plain text. */
  ltr?: 'code' | 'text';
  /** A muted note after the value (" · 4 kB"); nothing when null, false or undefined. */
  note?: ReactNode;
  /** On the left-to-right element when there is one, else on the value. */
  testId?: string;
};

type Props = {
  /** The list's classes ('facts', 'term-grid ...'). */
  className: string;
  facts: (Fact | false)[];
};

export function FactList({ className, facts }: Props) {
  return <dl className={className}>{facts.map((fact, index) => fact && <FactRow key={index} fact={fact} />)}</dl>;
}

function FactRow({ fact }: { fact: Fact }) {
  const { term, value, ltr, note, testId } = fact;
  const Machine = ltr === 'code' ? 'code' : 'span';
  return (
    <>
      <dt>{term}</dt>
      <dd data-testid={ltr ? undefined : testId}>
        {ltr ? (
          <Machine dir="ltr" data-testid={testId}>
            {value}
          </Machine>
        ) : (
          value
        )}
        {note !== undefined && note !== null && note !== false && <span className="muted"> · {note}</span>}
      </dd>
    </>
  );
}
