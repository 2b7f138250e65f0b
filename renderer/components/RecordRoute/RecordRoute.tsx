// A screen for one record named in the address (/library/:id, /practice/:attemptId): an id that is
// not a positive whole number says "not found" at once; a load that failed says why. Both keep the
// screen's way back above the error, so the user is never left on a dead page.
import type { ComponentType, ReactNode } from 'react';
import { ApiCallError } from '../../api/client';
import { ErrorText } from '../ErrorText';

type FrameProps = {
  /** The screen's own class (its width and spacing). */
  className: string;
  /** The "Back to …" link above the error. */
  back: ReactNode;
};

/** The way back, then why the record cannot be shown. */
export function LoadFailure({ className, back, error }: FrameProps & { error: unknown }) {
  return (
    <div className={className}>
      {back}
      <ErrorText error={error} />
    </div>
  );
}

type RouteProps = FrameProps & {
  /** The id as it stands in the address (undefined when the route has none). */
  param: string | undefined;
  /** What the id names, for the service-style detail message ("No scenario 0"). */
  what: string;
  /** The screen for a well-formed id; a new id mounts it afresh (nothing of the last record stays). */
  screen: ComponentType<{ id: number }>;
};

/** Renders the record's screen with the address's id, or "not found" when it cannot be a record's id. */
export function RecordRoute({ param, what, screen: Screen, ...frame }: RouteProps) {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) {
    return <LoadFailure {...frame} error={new ApiCallError('not_found', `No ${what} ${param ?? ''}`)} />;
  }
  return <Screen key={id} id={id} />;
}
