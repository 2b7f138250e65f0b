// The worker's model: a transformers.js causal LM loaded from a folder (local files only), read one forward pass at a time.
import { AutoModelForCausalLM, AutoTokenizer, Tensor, env } from '@huggingface/transformers';
import type { Message, PreTrainedModel, PreTrainedTokenizer } from '@huggingface/transformers';
import type { ChatMessage } from '../../../../shared/prompts/types';
import { findOptionTokens, readNextToken, type VocabToken } from './option-tokens';
import { PrefixCache, type KvState } from './prefix-cache';
import { promptText } from './prompt-text';
import type { ModelInfo, ScoreResult, WorkerOptions, WorkerStats } from './protocol';

const KV_INPUT = /^past_key_values\.\d+\.(key|value)$/;

/** Nothing is ever fetched: models come from their folder only. */
export function disableRemoteLoading(): void {
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.useFSCache = false;
  env.fetch = async (input: unknown) => {
    throw new Error(`Remote loading is disabled (refused ${String(input)}).`);
  };
}

type Session = { inputNames: string[] };

function prefixCacheOff(inputNames: readonly string[], budget: number): string | null {
  const past = inputNames.filter((n) => n.startsWith('past_'));
  if (past.length === 0) return 'the model was exported without past_key_values inputs';
  if (!past.every((n) => KV_INPUT.test(n))) return 'the model keeps a state that cannot be cut to a prefix';
  if (budget <= 0) return 'turned off in the settings';
  return null;
}

export class LocalLmRuntime {
  private readonly cache: PrefixCache | null;
  private readonly counts = { forwardPasses: 0, promptTokens: 0, reusedTokens: 0 };

  private constructor(
    private readonly tokenizer: PreTrainedTokenizer,
    private readonly model: PreTrainedModel,
    private readonly options: WorkerOptions,
    private readonly optionTokens: VocabToken[],
    private readonly inputNames: readonly string[],
    readonly info: ModelInfo,
  ) {
    this.cache = info.prefixCacheOff ? null : new PrefixCache(options.prefixCacheBytes);
  }

  static async load(options: WorkerOptions): Promise<LocalLmRuntime> {
    const started = performance.now();
    disableRemoteLoading();
    const [tokenizer, model] = await Promise.all([
      AutoTokenizer.from_pretrained(options.modelDir, { local_files_only: true }),
      AutoModelForCausalLM.from_pretrained(options.modelDir, {
        local_files_only: true,
        dtype: options.dtype,
        device: 'cpu',
        session_options: options.threads ? { intraOpNumThreads: options.threads } : {},
      }),
    ]);
    const session = (model.sessions.model ?? model.sessions.decoder_model_merged) as Session | undefined;
    if (!session) throw new Error('The model folder holds no decoder model (onnx/model*.onnx).');
    const decode = (id: number) => tokenizer.decode([id], { skip_special_tokens: true });
    const optionTokens = findOptionTokens(tokenizer.get_vocab(), decode);
    const config = model.config as unknown as Record<string, unknown>;
    const positions = config.max_position_embeddings ?? config.n_positions ?? config.n_ctx;
    const info: ModelInfo = {
      modelType: String(config.model_type),
      vocabSize: tokenizer.get_vocab().size,
      maxPositions: typeof positions === 'number' ? positions : null,
      chatTemplate: !!tokenizer.chat_template,
      optionTokens: optionTokens.length,
      prefixCacheOff: prefixCacheOff(session.inputNames, options.prefixCacheBytes),
      loadMs: performance.now() - started,
    };
    return new LocalLmRuntime(tokenizer, model, options, optionTokens, session.inputNames, info);
  }

  /** The prompt's token ids: chat template (its text carries the special tokens) or plain text. */
  encode(messages: readonly ChatMessage[]): number[] {
    const template = this.info.chatTemplate
      ? (m: readonly ChatMessage[]) =>
          this.tokenizer.apply_chat_template(m as Message[], { tokenize: false, add_generation_prompt: true }) as string
      : null;
    const prompt = promptText(messages, template);
    return this.tokenizer.encode(prompt.text, { add_special_tokens: !prompt.chatTemplate });
  }

  /** One forward pass over the prompt (minus any cached prefix); the next-token distribution at its end. */
  async score(messages: readonly ChatMessage[]): Promise<ScoreResult> {
    const started = performance.now();
    const ids = this.encode(messages);
    if (ids.length === 0) throw new Error('The prompt has no tokens.');
    const max = this.info.maxPositions;
    if (max !== null && ids.length > max)
      throw new Error(`The prompt has ${ids.length} tokens; this model reads at most ${max}.`);
    const { reused, kv } = this.cache?.take(ids) ?? { reused: 0, kv: null };
    const fresh = ids.slice(reused);
    const inputs: Record<string, unknown> = {
      input_ids: new Tensor(
        'int64',
        BigInt64Array.from(fresh, (n) => BigInt(n)),
        [1, fresh.length],
      ),
      attention_mask: new Tensor('int64', new BigInt64Array(ids.length).fill(1n), [1, ids.length]),
    };
    if (kv) inputs.past_key_values = kv;
    if (this.inputNames.includes('num_logits_to_keep')) inputs.num_logits_to_keep = new Tensor('int64', [1n], []);
    const outputs = (await this.model.forward(inputs)) as Record<string, Tensor>;
    this.remember(ids, outputs);
    const row = lastRow(outputs.logits);
    const decode = (id: number) => this.tokenizer.decode([id], { skip_special_tokens: false });
    const next = readNextToken(row, this.optionTokens, this.options.topK, decode);
    this.counts.forwardPasses += 1;
    this.counts.promptTokens += ids.length;
    this.counts.reusedTokens += reused;
    return { ...next, promptTokens: ids.length, reusedTokens: reused, forwardMs: performance.now() - started };
  }

  stats(): Omit<WorkerStats, 'cancelledBeforeStart'> {
    return { ...this.counts, cacheEntries: this.cache?.size ?? 0, cacheBytes: this.cache?.bytes ?? 0 };
  }

  async dispose(): Promise<void> {
    this.cache?.clear();
    await this.model.dispose();
  }

  private remember(ids: readonly number[], outputs: Record<string, Tensor>): void {
    if (!this.cache) return;
    const kv: KvState = {};
    for (const [name, tensor] of Object.entries(outputs))
      if (name.startsWith('present.')) kv[`past_key_values.${name.slice('present.'.length)}`] = tensor;
    this.cache.put(ids, kv);
  }
}

/** The logits of the last position, as float32. */
function lastRow(logits: Tensor | undefined): Float32Array {
  if (!logits || logits.dims.length !== 3) throw new Error('The model returned no logits.');
  const floats = logits.type === 'float32' ? logits : logits.to('float32');
  const [, positions = 0, vocab = 0] = floats.dims;
  return (floats.data as Float32Array).subarray((positions - 1) * vocab, positions * vocab);
}
