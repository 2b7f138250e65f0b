// The first screen's answers that browser mode embeds in the page it serves (a non-executable
// <script type="application/json">), so the page draws its first screen without a round trip first.
// The host computes them with the same dispatcher as an API call, for the request's own session; the
// renderer takes them as the cached answers of those reads and asks for anything missing as usual.
import type { MethodName } from './contract';

/** The id of the element holding the embedded answers. */
export const FIRST_SCREEN_DATA_ID = 'culturecare-first-screen';

/** The reads a first screen may need (Home, the profile picker, a class server's sign-in and set-up). */
export const FIRST_SCREEN_READS = [
  'app.info',
  'auth.status',
  'session.get',
  'profiles.list',
  'settings.get',
  'setup.status',
] as const satisfies readonly MethodName[];
export type FirstScreenRead = (typeof FIRST_SCREEN_READS)[number];

/** Each read's answer (only successful ones are embedded; the page asks for the others itself). */
export type EmbeddedAnswers = Partial<Record<FirstScreenRead, unknown>>;

const isRead = (name: string): name is FirstScreenRead => (FIRST_SCREEN_READS as readonly string[]).includes(name);

/**
 * The embedded answers as the page received them: a JSON object keyed by read. Anything else (not JSON,
 * not an object, unknown keys) is dropped, and the page then asks for what it needs over the API.
 */
export function readEmbeddedAnswers(text: string): EmbeddedAnswers {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const answers: EmbeddedAnswers = {};
  for (const [key, value] of Object.entries(parsed)) if (isRead(key) && value !== undefined) answers[key] = value;
  return answers;
}

/**
 * The element carrying the answers, safe inside HTML: JSON with every <, > and & written as a \u escape,
 * so no text in an answer (a profile called "</script>…") can end the element or start markup.
 */
export function embeddedAnswersElement(answers: EmbeddedAnswers): string {
  const json = JSON.stringify(answers).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
}
