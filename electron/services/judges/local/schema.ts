// Configuration of an in-process local LLM judge (a transformers.js model folder), validated with zod.
import { basename, resolve } from 'node:path';
import { z } from 'zod';
import { LOCAL_DTYPES } from './protocol';

export const localLlmJudgeConfigSchema = z
  .object({
    id: z.string().min(1).max(200),
    label: z.string().min(1).max(200).optional(),
    /** The model folder: models/<id> in the app, a fixture folder in tests. Made absolute. */
    modelDir: z
      .string()
      .min(1)
      .transform((dir) => resolve(dir)),
    /** Names the model in the label and the cache key; default: the folder's name. */
    modelId: z.string().min(1).max(200).optional(),
    /** What identifies the exact weights (e.g. the manifest's sha256); part of the cache key. */
    revision: z.string().min(1).max(200).nullish(),
    dtype: z.enum(LOCAL_DTYPES).default('fp32'),
    /** onnxruntime intra-op threads; default: every core but one. */
    threads: z.number().int().min(1).max(256).optional(),
    /** Memory for shared prompt prefixes (key/value caches) in MB; 0 turns sharing off. */
    prefixCacheMb: z.number().min(0).max(65_536).default(256),
    /** Most likely next tokens reported besides the option tokens (kept with none of the scoring). */
    topK: z.number().int().min(1).max(100).default(20),
    /** Scoring requests the scheduler hands the in-process judges at once; the worker runs them one after another. */
    maxConcurrency: z.number().int().min(1).max(8).default(1),
    /** G-Eval coverage floor from the model list (default: shared/scoring/logprobs.ts COVERAGE_FLOOR). */
    coverageFloor: z.number().min(0).max(1).optional(),
  })
  .strict()
  .transform((c) => ({ ...c, modelId: c.modelId ?? basename(c.modelDir) }));

export type LocalLlmJudgeConfig = z.input<typeof localLlmJudgeConfigSchema>;
export type ResolvedLocalLlmJudgeConfig = z.output<typeof localLlmJudgeConfigSchema>;
