// A side list of marks or spans: its heading with how many it holds, then the list itself or, when
// it holds none, a quiet line saying so (the trainee's marks, the editor's placed and unplaced spans).
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  count: number;
  titleClassName: string;
  /** Said instead of the list when count is 0. */
  empty?: ReactNode;
  children: ReactNode;
};

export function CountedList({ title, count, titleClassName, empty, children }: Props) {
  return (
    <>
      <h3 className={titleClassName}>
        {title} <span className="badge">{count}</span>
      </h3>
      {count === 0 && empty ? <p className="muted">{empty}</p> : children}
    </>
  );
}
