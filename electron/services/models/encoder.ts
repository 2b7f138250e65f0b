// The bundled sentence encoder: Universal Sentence Encoder lite (English, 512-d), converted to ONNX in
// models/use-lite by scripts/models/convert_use_lite.py and run in-process by @huggingface/transformers
// with remote loading disabled. Plain Node: no Electron, no network. transformers.js is imported on first
// load, not at start-up: it takes about half a second to import and the first screen never needs it.
import type { PreTrainedModel, PreTrainedTokenizer, Tensor } from '@huggingface/transformers';
import { join } from 'node:path';
import { appRootFrom } from '../paths';

export const ENCODER_MODEL_ID = 'use-lite';
export const ENCODER_DIMENSIONS = 512;
/** The original model reads at most this many tokens of a text; the rest is ignored. */
export const ENCODER_MAX_TOKENS = 128;
const BATCH_SIZE = 32;

/** The folder holding the models that ship with the app (`models/` next to package.json). */
export const bundledModelsDir = (appRoot: string): string => join(appRoot, 'models');

export interface EncoderOptions {
  /** Folder that contains the model folder; default: the app's models/. */
  modelsDir?: string;
  /** Model folder name inside modelsDir; default: use-lite. */
  modelId?: string;
  /** onnxruntime intra-op threads; default 1 (see loadEncoder). */
  threads?: number;
  /** Weights: 'q8' (onnx/model_quantized.onnx, int8 matrix products, the default) or 'fp32' (onnx/model.onnx). */
  dtype?: EncoderDtype;
  /** Tokens read per text, at most ENCODER_MAX_TOKENS (the default); fewer is faster on long sentences. */
  maxTokens?: number;
}

export type EncoderDtype = 'fp32' | 'q8';
/**
 * int8 matrix products (scripts/models/quantize_use_lite.py): about half the CPU time per sentence of fp32 on a 2-core
 * machine; vectors within cosine 0.98 of fp32, and the strategy figures of `npm run eval:analyzer` unchanged or better.
 */
export const DEFAULT_ENCODER_DTYPE: EncoderDtype = 'q8';

export interface Encoder {
  readonly modelId: string;
  readonly dimensions: number;
  /** One L2-normalised vector per text, in input order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  dispose(): Promise<void>;
}

/** The encoder run in this thread, which can also show how it splits a text into tokens. */
export interface LocalEncoder extends Encoder {
  /** The token ids of a text, before the model's 128-token limit. */
  tokenize(text: string): number[];
}

/** Loads the encoder from local files only (about 0.1 s for use-lite). */
export async function loadEncoder(options: EncoderOptions = {}): Promise<LocalEncoder> {
  const modelsDir = options.modelsDir ?? bundledModelsDir(appRootFrom(import.meta.url));
  const modelId = options.modelId ?? ENCODER_MODEL_ID;
  const dtype = options.dtype ?? DEFAULT_ENCODER_DTYPE;
  const { AutoTokenizer, PreTrainedModel, Tensor, env } = await import('@huggingface/transformers');
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = modelsDir.endsWith('/') ? modelsDir : `${modelsDir}/`;
  const [tokenizer, model] = await Promise.all([
    AutoTokenizer.from_pretrained(modelId, { local_files_only: true }),
    // The graph is not a transformers.js architecture: run it as a generic encoder-only model.
    PreTrainedModel.from_pretrained(modelId, {
      local_files_only: true,
      dtype,
      device: 'cpu',
      // One thread and no spin-waiting: the batches here are a few short sentences, where a second thread costs more in
      // synchronisation than it saves (measured: half the CPU per sentence on a 2-core machine), and a spinning pool
      // would compete with the app's own work.
      session_options: {
        intraOpNumThreads: options.threads ?? 1,
        interOpNumThreads: 1,
        extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
      },
    }),
  ]);
  const maxTokens = Math.max(1, Math.min(ENCODER_MAX_TOKENS, options.maxTokens ?? ENCODER_MAX_TOKENS));
  return new TransformersEncoder(modelId, tokenizer, model, Tensor, dtype === 'q8' ? 1 : BATCH_SIZE, maxTokens);
}

class TransformersEncoder implements LocalEncoder {
  readonly dimensions = ENCODER_DIMENSIONS;

  constructor(
    readonly modelId: string,
    private readonly tokenizer: PreTrainedTokenizer,
    private readonly model: PreTrainedModel,
    private readonly TensorClass: typeof Tensor,
    /** Texts per model call: 1 for the int8 model, whose activation scale is per call (so a vector never depends on
     * the other texts of a batch or on padding); fp32 batches by similar length. */
    private readonly batchSize: number,
    private readonly maxTokens: number,
  ) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const out = new Array<Float32Array>(texts.length);
    // Similar lengths together, so a long text does not pad a batch of short ones.
    const order = texts.map((text, i) => ({ i, length: text.length })).sort((a, b) => a.length - b.length);
    for (let start = 0; start < order.length; start += this.batchSize) {
      const chunk = order.slice(start, start + this.batchSize);
      const vectors = await this.embedBatch(chunk.map(({ i }) => texts[i] ?? ''));
      chunk.forEach(({ i }, j) => {
        out[i] = vectors[j] as Float32Array;
      });
    }
    return out;
  }

  tokenize(text: string): number[] {
    return this.tokenizer.encode(text, { add_special_tokens: false });
  }

  private async embedBatch(texts: string[]): Promise<Float32Array[]> {
    let inputs = this.tokenizer(texts, { padding: true, truncation: true, max_length: this.maxTokens }) as {
      input_ids: Tensor;
      attention_mask: Tensor;
    };
    if (inputs.input_ids.dims[1] === 0) {
      // Only empty texts (no tokens, as in the original): one masked position per row, so the model
      // returns its empty-text vector instead of failing on a zero-length sequence.
      const shape = [texts.length, 1];
      inputs = {
        input_ids: new this.TensorClass('int64', new BigInt64Array(texts.length), shape),
        attention_mask: new this.TensorClass('int64', new BigInt64Array(texts.length), shape),
      };
    }
    const { sentence_embedding } = (await this.model(inputs)) as { sentence_embedding: Tensor };
    const data = sentence_embedding.data as Float32Array;
    return texts.map((_, row) => data.slice(row * this.dimensions, (row + 1) * this.dimensions));
  }

  async dispose(): Promise<void> {
    await this.model.dispose();
  }
}
