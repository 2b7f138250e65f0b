// What failed and what to try, for a failure stored with the feedback (a judge that could not be
// reached while scoring, a model that did not answer a role-play turn): the first classified failure
// among the stored messages, in the reader's language; nothing when none was a connection failure.
import { firstTaggedFailure } from '../../../shared/domain/failure-tag';
import { ConnectionFailureText } from './ConnectionFailureText';

export function StoredFailureText({ messages }: { messages: readonly (string | null | undefined)[] }) {
  const failure = firstTaggedFailure(messages);
  return failure ? <ConnectionFailureText failure={failure} /> : null;
}
