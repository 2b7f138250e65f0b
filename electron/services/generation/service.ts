// Generates responses to a scenario with the five adaptation strategies (Standard, +culture, +guided,
// +annotation, +cga) through a configured model, streamed and cancellable, stored as "generated"
// responses with full provenance (model, provider, prompt hash, settings, date).
import type { Database } from 'better-sqlite3';
import type { AdaptationStrategy } from '../../../shared/domain/vocabulary';
import { buildGenerationPrompt } from '../../../shared/prompts/generation/build';
import { promptHash } from '../../../shared/prompts/hash';
import { AppError } from '../errors';
import { classifyConnectionFailure } from '../judges/connection-failure';
import { getProvider, secretName } from '../judges/providers';
import * as library from '../library/queries';
import type { SecretStore } from '../secrets/store';
import type { TaskContext } from '../tasks';
import { streamChat } from './openai-stream';

export type GenerateRequest = {
  scenarioId: number;
  strategies: AdaptationStrategy[];
  providerId: string;
  temperature: number;
  maxTokens: number;
};
export type GenerateResult = {
  responses: { id: number; strategy: AdaptationStrategy; text: string }[];
  sentTo: { host: string; offMachine: boolean };
  cancelled: boolean;
};

export class GenerationService {
  constructor(
    private readonly db: Database,
    private readonly secrets: SecretStore,
  ) {}

  /** Checks everything up front, then returns the run (so bad requests fail before a task starts). */
  plan(request: GenerateRequest): (context: TaskContext) => Promise<GenerateResult> {
    const scenario = library.getScenarioDetail(this.db, request.scenarioId);
    if (!scenario) throw new AppError('not_found', `There is no scenario with id ${request.scenarioId}.`);
    if (!scenario.postText)
      throw new AppError('invalid_request', 'This post has no text yet, so responses cannot be generated for it.');
    const provider = getProvider(this.db, this.secrets, request.providerId);
    if (!provider) throw new AppError('not_found', `There is no model called "${request.providerId}".`);
    if (provider.kind === 'local')
      throw new AppError(
        'invalid_request',
        `${provider.label} runs on this computer as a scoring judge and cannot write replies. Choose a model on a server.`,
      );
    const culture = library.listCultures(this.db).find((c) => c.id === scenario.cultureId)?.name ?? null;
    const annotations = {
      distress: scenario.postSpans
        .filter((s) => s.kind === 'distress')
        .map((s) => ({ phrase: s.phrase, intensity: s.label as 'light' | 'moderate' | 'high' | null })),
      culturalSignals: scenario.postSpans
        .filter((s) => s.kind === 'cultural_signal')
        .map((s) => ({ phrase: s.phrase, type: s.label as never })),
    };
    const prompts = request.strategies.map((strategy) =>
      buildGenerationPrompt({ strategy, post: scenario.postText!, culture, language: scenario.language, annotations }),
    );
    const settings = {
      baseUrl: provider.baseUrl,
      model: provider.model,
      apiKey: this.secrets.get(secretName(provider.id)),
      temperature: request.temperature,
      maxTokens: request.maxTokens,
    };

    return async (context) => {
      const responses: GenerateResult['responses'] = [];
      context.progress(0, prompts.length);
      for (const prompt of prompts) {
        if (context.signal.aborted) break;
        let result;
        try {
          result = await streamChat(
            settings,
            prompt.messages,
            (text) => context.output?.(prompt.strategy, text),
            context.signal,
          );
        } catch (error) {
          if (context.signal.aborted) break;
          const connection = classifyConnectionFailure(error, settings.baseUrl);
          throw new AppError(
            'internal',
            `Generating the ${prompt.strategy} response failed: ${(error as Error).message}`,
            connection ? { connection } : undefined,
          );
        }
        const text = result.text.trim();
        if (!text) throw new AppError('internal', `The model returned no text for the ${prompt.strategy} response.`);
        const id = this.db.transaction(() => {
          const newId = library.insertResponse(this.db, {
            scenarioId: scenario.id,
            kind: 'generated',
            strategy: prompt.strategy,
            text,
            empathy: null,
            provenance: {
              type: 'model',
              model: provider.model,
              provider: `${provider.label} (${provider.destination.host})`,
              promptHash: promptHash(prompt.messages),
              settings: {
                temperature: request.temperature,
                maxTokens: request.maxTokens,
                studyCode: prompt.studyCode,
                promptTokens: result.promptTokens,
                completionTokens: result.completionTokens,
              },
              date: new Date().toISOString(),
            },
          });
          library.reindexScenario(this.db, scenario.id);
          return newId;
        })();
        responses.push({ id, strategy: prompt.strategy, text });
        context.progress(responses.length, prompts.length);
      }
      return {
        responses,
        sentTo: { host: provider.destination.host, offMachine: provider.destination.offMachine },
        cancelled: context.signal.aborted,
      };
    };
  }
}
