// The simulated help-seeker's next message: the prompt from the session's snapshot and turns,
// streamed from the chat model with the end marker hidden, and the marker's presence reported.
import type { JudgeProvider } from '../../../shared/domain/judging';
import type { RoleplayTurn } from '../../../shared/domain/roleplay';
import { stripEndMarker, visibleStreamText } from '../../../shared/roleplay/end-marker';
import { buildSeekerMessages } from '../../../shared/roleplay/seeker-prompt';
import { AppError } from '../errors';
import { classifyConnectionFailure } from '../judges/connection-failure';
import { streamChat } from '../generation/openai-stream';
import { secretName } from '../judges/providers';
import type { SecretStore } from '../secrets/store';
import type { TaskContext } from '../tasks';
import type { SessionSnapshot } from './sessions-queries';

/** Sampling for the help-seeker: varied enough to feel like a person, short enough for a chat message. */
export const SEEKER_TEMPERATURE = 0.8;
export const SEEKER_MAX_TOKENS = 500;

export type SeekerReply = { text: string; ended: boolean };

/** Tells the client the reply failed but the trainee's turn is kept, and how to ask again. */
export const RETRY_DETAILS = { reason: 'model_failed', turnSaved: true, retry: 'roleplay.open' } as const;

/**
 * Streams the help-seeker's next message as task output under the key 'seeker' (text so far,
 * marker hidden). A failed call becomes an AppError the client can act on; cancellation is left
 * to the task runner.
 */
export async function streamSeekerReply(
  args: {
    provider: JudgeProvider;
    secrets: SecretStore;
    snapshot: SessionSnapshot;
    turns: readonly RoleplayTurn[];
    closing: boolean;
  },
  context: TaskContext,
): Promise<SeekerReply> {
  const { snapshot } = args;
  const messages = buildSeekerMessages({
    card: snapshot.card.attributes,
    post: snapshot.scenario.postText,
    language: snapshot.card.language,
    cultureName: snapshot.scenario.cultureName,
    turns: args.turns,
    closing: args.closing,
  });
  const settings = {
    baseUrl: args.provider.baseUrl,
    model: args.provider.model,
    apiKey: args.secrets.get(secretName(args.provider.id)),
    temperature: SEEKER_TEMPERATURE,
    maxTokens: SEEKER_MAX_TOKENS,
  };
  let raw: string;
  try {
    raw = (
      await streamChat(
        settings,
        messages,
        (text) => context.output?.('seeker', visibleStreamText(text)),
        context.signal,
      )
    ).text;
  } catch (error) {
    if (context.signal.aborted) throw new AppError('cancelled', 'The task was cancelled.');
    const connection = classifyConnectionFailure(error, settings.baseUrl);
    throw new AppError(
      'internal',
      `The help-seeker's model did not answer (${(error as Error).message}). Your message is saved; ask for the answer again.`,
      connection ? { ...RETRY_DETAILS, connection } : RETRY_DETAILS,
    );
  }
  const reply = stripEndMarker(raw);
  if (!reply.text && !reply.ended)
    throw new AppError(
      'internal',
      "The help-seeker's model returned no text. Your message is saved; ask for the answer again.",
      RETRY_DETAILS,
    );
  context.output?.('seeker', reply.text);
  return reply;
}
