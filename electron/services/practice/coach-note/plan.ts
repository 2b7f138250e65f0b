// Makes the coach's note on one draft version: with the exercise's coach model (streamed, cancellable,
// stored with its provenance) or, without one, assembled from the fast analyzer and the rubric and
// labelled automatic. Only the attempt's owner asks for it; it never uses a feedback round. When the
// exercise hides the AI scores the note neither uses nor shows any.
import type { Database } from 'better-sqlite3';
import { buildAutomaticNote } from '../../../../shared/coach/automatic-note';
import { coachNoteSchema, type VersionCoachNote } from '../../../../shared/coach/note';
import { parseModelNote } from '../../../../shared/coach/parse-note';
import { getRubric } from '../../../../shared/rubrics/registry';
import { buildCoachNotePrompt } from '../../../../shared/prompts/coach/note-prompt';
import { ANALYZER_VERSION } from '../../analyzer';
import { AppError } from '../../errors';
import { streamChat } from '../../generation/openai-stream';
import { getProvider, secretName } from '../../judges/providers';
import type { SecretStore } from '../../secrets/store';
import type { TaskContext } from '../../tasks';
import { assertOwner, requireAttempt } from '../access';
import { parseSnapshot, type Viewer } from '../attempt-state';
import type { Coach } from '../coach';
import { parseConfig } from '../config';
import { feedbackByVersion, getVersionRow } from '../versions-queries';
import { getNote, saveNote } from './queries';
import { itemScores, signalLines } from './signals';
import { shownNote } from './visibility';

export const NOTE_TEMPERATURE = 0.3;
export const NOTE_MAX_TOKENS = 1200;

export type NoteDeps = { db: Database; secrets: SecretStore | null; coach: Coach; running: Set<number> };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function planCoachNote(
  deps: NoteDeps,
  versionId: number,
  viewer: Viewer,
  locale: string,
): (context: TaskContext) => Promise<VersionCoachNote> {
  const { db } = deps;
  const version = getVersionRow(db, versionId);
  if (!version) throw new AppError('not_found', `There is no draft version with id ${versionId}.`);
  const attempt = requireAttempt(db, version.attempt_id);
  assertOwner(attempt, viewer);
  const config = parseConfig(attempt.config);
  if (!config.coachNote) throw new AppError('conflict', "This exercise has no coach's notes.");
  const existing = getNote(db, versionId);
  if (existing?.status === 'done') return async () => existing;
  if (deps.running.has(versionId))
    throw new AppError('conflict', "The coach's note on this version is being written; wait for it.");
  const snapshot = parseSnapshot(attempt.scenario_snapshot);
  const spansVisible = !config.steps.includes('spot') || attempt.spot_submitted_at !== null;
  // Scores only where the trainee may see them, and never more than the item order (no numbers reach the note).
  const scores = config.aiScoresVisible ? itemScores(feedbackByVersion(db, [versionId]).get(versionId) ?? []) : null;
  const usedScores = scores !== null && scores.size > 0;
  const provider = config.coachModelId && deps.secrets ? getProvider(db, deps.secrets, config.coachModelId) : undefined;
  // A model deleted or switched to an in-app judge since: the automatic note, labelled as such.
  const model = provider && provider.kind !== 'local' ? provider : null;
  deps.running.add(versionId);

  const automatic = async (): Promise<VersionCoachNote> => {
    const analysis = await deps.coach.analyze(attempt.id, snapshot, spansVisible, version.text);
    const note = coachNoteSchema.parse(
      buildAutomaticNote({
        analysis,
        reply: version.text,
        language: snapshot.language,
        itemScores: usedScores ? scores : null,
        suggestions: config.coachSuggestions,
      }),
    );
    saveNote(db, versionId, {
      status: 'done',
      source: 'automatic',
      locale,
      note,
      provenance: {
        source: 'automatic',
        analyzerVersion: ANALYZER_VERSION,
        usedScores,
        date: new Date().toISOString(),
      },
    });
    return getNote(db, versionId)!;
  };

  const written = async (context: TaskContext): Promise<VersionCoachNote> => {
    const m = model!;
    const analysis = await deps.coach.analyze(attempt.id, snapshot, spansVisible, version.text);
    const rubric = getRubric('rubric-a');
    const lowestItems = usedScores
      ? [...scores]
          .sort((a, b) => a[1] - b[1])
          .slice(0, 3)
          .map(([item]) => ({ item, name: rubric?.items.find((i) => i.id === item)?.name ?? item }))
      : [];
    const prompt = buildCoachNotePrompt({
      post: snapshot.postText,
      reply: version.text,
      culture: snapshot.cultureName,
      postLanguage: snapshot.language,
      locale,
      annotations: spansVisible
        ? snapshot.expertSpans
            .filter((s) => s.kind === 'distress' || s.kind === 'cultural_signal')
            .map((s) => ({ kind: s.kind as 'distress' | 'cultural_signal', phrase: s.phrase, label: s.label }))
        : [],
      signals: signalLines(analysis),
      lowestItems,
      suggestions: config.coachSuggestions,
    });
    saveNote(db, versionId, { status: 'running', source: 'model', locale });
    const settings = { temperature: NOTE_TEMPERATURE, maxTokens: NOTE_MAX_TOKENS };
    let result;
    try {
      result = await streamChat(
        { baseUrl: m.baseUrl, model: m.model, apiKey: deps.secrets!.get(secretName(m.id)), ...settings },
        prompt.messages,
        // The text is not shown until it parses whole: only how much has arrived is streamed.
        (text) => context.output?.('note', String(text.length)),
        context.signal,
      );
    } catch (error) {
      saveNote(db, versionId, {
        status: context.signal.aborted ? 'cancelled' : 'failed',
        source: 'model',
        locale,
        errorMessage: context.signal.aborted ? null : `The coach model did not answer: ${messageOf(error)}`,
      });
      return getNote(db, versionId)!;
    }
    const provenance = {
      source: 'model' as const,
      model: m.model,
      provider: `${m.label} (${m.destination.host})`,
      promptVersion: prompt.version,
      promptHash: prompt.hash,
      settings: { ...settings, promptTokens: result.promptTokens, completionTokens: result.completionTokens },
      usedScores,
      date: new Date().toISOString(),
    };
    const parsed = parseModelNote(result.text, {
      reply: version.text,
      post: snapshot.postText,
      replyLanguage: snapshot.language,
      suggestions: config.coachSuggestions,
    });
    saveNote(
      db,
      versionId,
      parsed.ok
        ? { status: 'done', source: 'model', locale, note: parsed.note, rawOutput: result.text, provenance }
        : {
            status: 'unavailable',
            source: 'model',
            locale,
            rawOutput: result.text,
            provenance,
            errorMessage: parsed.reason,
          },
    );
    return getNote(db, versionId)!;
  };

  return async (context) => {
    try {
      const note = model ? await written(context) : await automatic();
      return shownNote(note);
    } finally {
      deps.running.delete(versionId);
    }
  };
}
