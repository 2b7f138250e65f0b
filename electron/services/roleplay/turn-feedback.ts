// Practice mode's micro-feedback on one trainee turn: asked of the session's chat model (streamed,
// cancellable), parsed whole, and stored with its prompt version and hash; an answer that does not
// parse is stored as unavailable, a failed call as failed, so the turn is never shown half-judged.
import type { Database } from 'better-sqlite3';
import { parseTurnFeedback } from '../../../shared/coach/parse-turn-feedback';
import { withFailureTag } from '../../../shared/domain/failure-tag';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type { RoleplaySession } from '../../../shared/domain/roleplay';
import { buildTurnFeedbackPrompt } from '../../../shared/prompts/coach/turn-feedback-prompt';
import { AppError } from '../errors';
import { streamChat } from '../generation/openai-stream';
import { classifyConnectionFailure } from '../judges/connection-failure';
import { secretName } from '../judges/providers';
import type { SecretStore } from '../secrets/store';
import type { TaskContext } from '../tasks';
import { listTurns, parseSessionSnapshot, saveTurnFeedback, type SessionRow } from './sessions-queries';

export const TURN_FEEDBACK_TEMPERATURE = 0.3;
export const TURN_FEEDBACK_MAX_TOKENS = 400;

type Deps = {
  db: Database;
  secrets: SecretStore;
  provider: JudgeProvider;
  view: (sessionId: number) => RoleplaySession;
};

export function planTurnFeedback(
  deps: Deps,
  row: SessionRow,
  turnIndex: number,
  locale: string,
): (context: TaskContext) => Promise<RoleplaySession> {
  const turns = listTurns(deps.db, row.id);
  const turn = turns.find((t) => t.index === turnIndex);
  if (!turn || turn.speaker !== 'trainee')
    throw new AppError('invalid_request', `Turn ${turnIndex} of session ${row.id} is not one of your turns.`);
  if (turn.feedback?.status === 'done') return async () => deps.view(row.id);
  const snapshot = parseSessionSnapshot(row);
  const prompt = buildTurnFeedbackPrompt({
    post: snapshot.scenario.postText,
    culturalFrame: snapshot.card.attributes.culturalFrame,
    turns: turns.filter((t) => t.index <= turnIndex).map((t) => ({ speaker: t.speaker, text: t.text })),
    turnText: turn.text,
    sessionLanguage: snapshot.card.language,
    locale,
  });
  const settings = { temperature: TURN_FEEDBACK_TEMPERATURE, maxTokens: TURN_FEEDBACK_MAX_TOKENS };
  const { provider } = deps;
  return async (context) => {
    let result;
    try {
      result = await streamChat(
        {
          baseUrl: provider.baseUrl,
          model: provider.model,
          apiKey: deps.secrets.get(secretName(provider.id)),
          ...settings,
        },
        prompt.messages,
        (text) => context.output?.('feedback', String(text.length)),
        context.signal,
      );
    } catch (error) {
      if (context.signal.aborted) throw new AppError('cancelled', 'The task was cancelled.');
      saveTurnFeedback(deps.db, row.id, turnIndex, {
        status: 'failed',
        feedback: null,
        raw: null,
        provenance: null,
        error: withFailureTag(
          `The model did not answer: ${(error as Error).message}`,
          classifyConnectionFailure(error, provider.baseUrl),
        ),
      });
      return deps.view(row.id);
    }
    const provenance = {
      model: provider.model,
      provider: `${provider.label} (${provider.destination.host})`,
      promptVersion: prompt.version,
      promptHash: prompt.hash,
      settings: { ...settings, promptTokens: result.promptTokens, completionTokens: result.completionTokens },
      locale,
      date: new Date().toISOString(),
    };
    const parsed = parseTurnFeedback(result.text);
    saveTurnFeedback(
      deps.db,
      row.id,
      turnIndex,
      parsed.ok
        ? { status: 'done', feedback: parsed.feedback, raw: result.text, provenance, error: null }
        : { status: 'unavailable', feedback: null, raw: result.text, provenance, error: parsed.reason },
    );
    return deps.view(row.id);
  };
}
