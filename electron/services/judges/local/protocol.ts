// Messages between the local LLM judge (main side) and its worker thread, and what they carry.
import type { ChatMessage } from '../../../../shared/prompts/types';
import type { TokenLogprob } from '../../../../shared/scoring/logprobs';

/** transformers.js weight variants (onnx/model.onnx, model_fp16.onnx, model_quantized.onnx, model_q4.onnx, ...). */
export const LOCAL_DTYPES = ['fp32', 'fp16', 'q8', 'int8', 'uint8', 'q4', 'q4f16', 'bnb4'] as const;
export type LocalDtype = (typeof LOCAL_DTYPES)[number];

/** Passed to the worker as workerData. */
export type WorkerOptions = {
  /** Absolute path of the model folder (config.json, tokenizer.json, onnx/model*.onnx). */
  modelDir: string;
  dtype: LocalDtype;
  /** onnxruntime intra-op threads; null: onnxruntime's default. */
  threads: number | null;
  /** Memory for reusable key/value prefixes; 0 turns prefix sharing off. */
  prefixCacheBytes: number;
  /** Most likely tokens reported besides the option tokens (as a remote server's top_logprobs). */
  topK: number;
};

export type ModelInfo = {
  modelType: string;
  vocabSize: number;
  /** Longest prompt the model takes (tokens); null when the config does not say. */
  maxPositions: number | null;
  chatTemplate: boolean;
  /** Vocabulary entries that read as a single digit or letter (with or without a leading space). */
  optionTokens: number;
  /** Why prefix sharing is off, or null when it is on. */
  prefixCacheOff: string | null;
  loadMs: number;
};

export type ScoreResult = {
  /** The most likely next token, decoded (what greedy generation would write first). */
  text: string;
  /** Log-probabilities (full softmax) of the option tokens and the top-k tokens, merged by text. */
  logprobs: TokenLogprob[];
  promptTokens: number;
  /** Prompt tokens whose keys and values came from an earlier pass (not computed again). */
  reusedTokens: number;
  forwardMs: number;
};

export type WorkerStats = {
  forwardPasses: number;
  promptTokens: number;
  reusedTokens: number;
  /** Requests dropped because they were cancelled before their forward pass started. */
  cancelledBeforeStart: number;
  cacheEntries: number;
  cacheBytes: number;
};

export type ToWorker =
  | { type: 'score'; id: number; messages: ChatMessage[] }
  | { type: 'cancel'; id: number }
  | { type: 'stats'; id: number }
  /** Finish the pass in flight, release the model and end the thread. */
  | { type: 'close' };

export type FromWorker =
  | { type: 'ready'; info: ModelInfo }
  /** The model could not be loaded: every request fails with this message. */
  | { type: 'load-failed'; message: string }
  | { type: 'result'; id: number; result: ScoreResult }
  | { type: 'stats'; id: number; stats: WorkerStats }
  | { type: 'error'; id: number; message: string };
