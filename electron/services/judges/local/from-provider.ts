// Turns a configured local judge (judge_provider kind 'local') into a LocalLlmJudge: its model from the model list, installed, with a shared worker.
import type { JudgeProvider } from '../../../../shared/domain/judging';
import type { ModelEntry } from '../../../../shared/models/manifest';
import { AppError } from '../../errors';
import { createLocalLlmJudge, workerOptionsFor, type LocalLlmJudge } from './judge';
import { modelFilesIdentity } from './model-identity';
import type { LocalLlmJudgeConfig } from './schema';
import type { LocalModelWorkers } from './workers';

/** The model manager's part local judges need: the model list and where an available model's files are. */
export type LocalModelSource = {
  models(): readonly ModelEntry[];
  /** The folder holding the model's complete files, or null when it is not installed. */
  folderOf(id: string): string | null;
};

export type LocalJudgeContext = { models: LocalModelSource | null; workers: LocalModelWorkers };

/** Language models (the manifest's task text-generation) can be local judges. */
export const isJudgeModel = (model: Pick<ModelEntry, 'task'>): boolean => model.task === 'text-generation';

/** Error details of a local judge whose model is not installed, so the interface can say it in the user's language. */
export type LocalModelMissing = { reason: 'local-model-missing'; modelId: string; modelName: string };

function requireSource(models: LocalModelSource | null): LocalModelSource {
  if (!models)
    throw new AppError(
      'internal',
      'Local models are not available in this run of the app, so local judges cannot be used.',
    );
  return models;
}

/** The model list entry a local judge may use; throws for an unknown model or one that is not a language model. */
export function requireJudgeModel(models: LocalModelSource | null, modelId: string): ModelEntry {
  const model = requireSource(models)
    .models()
    .find((m) => m.id === modelId);
  if (!model) throw new AppError('invalid_request', `There is no model "${modelId}" in the model list.`);
  if (!isJudgeModel(model))
    throw new AppError('invalid_request', `${model.name} is not a language model, so it cannot be a judge.`);
  return model;
}

/**
 * The judge for a local provider, with the worker of its model (one per model, reused). Throws a
 * clear AppError when the model is not installed, so a run fails before any task starts.
 */
export function localJudgeFromProvider(p: JudgeProvider, context: LocalJudgeContext): LocalLlmJudge {
  const model = requireJudgeModel(context.models, p.model);
  const modelDir = requireSource(context.models).folderOf(model.id);
  if (!modelDir) {
    const details: LocalModelMissing = { reason: 'local-model-missing', modelId: model.id, modelName: model.name };
    throw new AppError(
      'invalid_request',
      `The local model ${model.name} is not installed; download it in Settings → Local models.`,
      details,
    );
  }
  const identity = modelFilesIdentity(model, modelDir);
  const config: LocalLlmJudgeConfig = {
    id: p.id,
    label: p.label,
    modelDir,
    modelId: model.id,
    revision: identity,
    dtype: model.dtype ?? 'fp32',
    maxConcurrency: p.maxConcurrency,
    ...(model.coverageFloor === undefined ? {} : { coverageFloor: model.coverageFloor }),
  };
  return createLocalLlmJudge(config, {
    client: context.workers.clientFor(model.id, identity, workerOptionsFor(config)),
  });
}
