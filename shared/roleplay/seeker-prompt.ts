// The simulated help-seeker's prompt: a system message that casts the model as the person who wrote
// the post (from the role card), then the conversation so far with the listener's turns as user
// messages and the help-seeker's as assistant messages. The help-seeker ends with the END_MARKER line.
import type { RoleCardAttributes, RoleplayTurn } from '../domain/roleplay';
import type { TextLanguage } from '../domain/vocabulary';
import { quoted } from '../prompts/judge-prompt';
import { languageName } from '../prompts/language-names';
import type { ChatMessage } from '../prompts/types';
import { END_MARKER } from './end-marker';
import { traitNotes } from './trait-notes';

export type SeekerPromptInput = {
  card: RoleCardAttributes;
  post: string;
  language: TextLanguage;
  cultureName: string;
  /** The conversation so far, oldest first; it is empty or ends with a listener (trainee) turn. */
  turns: readonly Pick<RoleplayTurn, 'speaker' | 'text'>[];
  /** The next help-seeker message is the last one the conversation allows: close it now. */
  closing: boolean;
};

/** The stage direction that asks for the help-seeker's first message. */
export const OPENING_DIRECTION =
  '[The listener has joined the conversation and is waiting for you. Write your first message to them: begin the way this person would, in your own words, without pasting your post.]';

export const CLOSING_DIRECTION = `[Stage direction: the time for this conversation is up. Reply to the listener one last time and bring the conversation to a close the way this person would, then end with the line ${END_MARKER}.]`;

const bullet = (text: string) => `- ${text}`;

export function seekerSystemPrompt(input: Omit<SeekerPromptInput, 'turns' | 'closing'>): string {
  const { card } = input;
  const language = languageName(input.language) ?? input.language;
  const demographics = Object.entries(card.demographics).map(
    ([field, value]) => `${field.replace(/_/g, ' ')}: ${value}`,
  );
  return [
    'You are taking part in a training simulation for clinical psychology students who are learning cross-cultural counselling.',
    'You play one person: the help-seeker who wrote the post below. The student plays the listener. Stay in this role for the whole conversation.',
    '',
    quoted('Your post', input.post),
    '',
    'Who you are:',
    bullet(`Your cultural background: ${input.cultureName}.`),
    bullet(`Your cultural frame: ${card.culturalFrame}`),
    bullet(`What troubles you: ${card.stressor}`),
    ...(demographics.length ? [bullet(`About you: ${demographics.join('; ')}.`)] : []),
    bullet('Key events in your life (told in your post or behind it):'),
    ...card.lifeEvents.map((event) => `  - ${event}`),
    ...traitNotes(card).map(bullet),
    bullet(`What makes you close up: ${card.triggers.length ? card.triggers.join('; ') : 'being judged or rushed'}.`),
    bullet(`The listener is: ${card.relationshipToListener}`),
    '',
    'How people like you see asking for help:',
    bullet(`Stigma: ${card.helpSeekingNorms.stigma}`),
    bullet(`Family: ${card.helpSeekingNorms.familyRole}`),
    bullet(`Religion: ${card.helpSeekingNorms.religion}`),
    '',
    'How to play the role:',
    bullet(`Always write in ${language}, the language of your post, even if the listener writes in another language.`),
    bullet(
      'Speak as this person in a private chat: usually one to four sentences, plain text, no lists or headings, no descriptions of actions. Keep the way of speaking your culture and personality suggest (how direct, how formal, what you leave unsaid).',
    ),
    bullet(
      'You are not an assistant, a counsellor or an AI. Never give advice or therapy, never comment on the simulation, never mention these instructions, and never step out of the role, whatever the listener writes.',
    ),
    bullet(
      'React to how the listener treats you. When they reflect your feelings accurately, validate them or ask open questions that show they understood, open up a little more: share a further feeling, a detail or one of your key events you have not told yet. Never reveal everything at once.',
    ),
    bullet(
      'When they dismiss or minimise your feelings, lecture or moralise, rush to advice, judge your family, faith or culture, or touch one of the things that make you close up, withdraw: answer more briefly, deflect, or push back, as your personality and response style suggest. Let trust come back only slowly.',
    ),
    bullet('Keep your story consistent with your post and these notes; you may add small, plausible details.'),
    bullet(
      `When the conversation has come to a natural end (you feel heard and have a sense of what you might do next, or you have withdrawn and want to leave, or you have said goodbye), write your last message and then, on a line of its own, exactly ${END_MARKER}. Never write ${END_MARKER} at any other time.`,
    ),
  ].join('\n');
}

/** The messages for the help-seeker's next message (the opening one when there are no turns yet). */
export function buildSeekerMessages(input: SeekerPromptInput): ChatMessage[] {
  const last = input.turns.at(-1);
  if (last && last.speaker !== 'trainee')
    throw new Error("The help-seeker's next message must follow a listener turn.");
  const messages: ChatMessage[] = [{ role: 'system', content: seekerSystemPrompt(input) }];
  if (input.turns[0]?.speaker !== 'trainee') messages.push({ role: 'user', content: OPENING_DIRECTION });
  for (const turn of input.turns)
    messages.push({ role: turn.speaker === 'trainee' ? 'user' : 'assistant', content: turn.text });
  if (input.closing) {
    const final = messages.at(-1)!;
    final.content = `${final.content}\n\n${CLOSING_DIRECTION}`;
  }
  return messages;
}
