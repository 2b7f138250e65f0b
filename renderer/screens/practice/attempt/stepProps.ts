// The props every part of an attempt takes: the attempt as last read, and how to hand on the attempt
// a change returned. A step also knows whether it has just opened (to move focus into it).
import type { AttemptState } from '../../../../shared/domain/practice';

export type AttemptProps = { attempt: AttemptState; onAttempt: (next: AttemptState) => void };

export type StepProps = AttemptProps & { focus: boolean };
