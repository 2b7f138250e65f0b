// Turns judge messages into the model's prompt text: its chat template when it has one, else plain text.
import type { ChatMessage } from '../../../../shared/prompts/types';

/** Ends the plain layout; the answer (a digit or letter, usually with a leading space) comes next. */
export const PLAIN_ANSWER_CUE = 'Answer:';

export type PromptText = {
  text: string;
  /** True when the model's chat template was applied (its text already holds any special tokens). */
  chatTemplate: boolean;
};

/** Models without a chat template: the messages' contents, one paragraph each, then the answer cue. */
export const plainPrompt = (messages: readonly ChatMessage[]): string =>
  [...messages.map((m) => m.content), PLAIN_ANSWER_CUE].join('\n\n');

/**
 * The prompt text for one forward pass. `applyTemplate` renders the messages with the model's chat
 * template and the assistant turn opened (add_generation_prompt); null when the model has none.
 */
export function promptText(
  messages: readonly ChatMessage[],
  applyTemplate: ((messages: readonly ChatMessage[]) => string) | null,
): PromptText {
  if (messages.length === 0) throw new Error('A judge prompt needs at least one message.');
  return applyTemplate
    ? { text: applyTemplate(messages), chatTemplate: true }
    : { text: plainPrompt(messages), chatTemplate: false };
}
