// The Judge interface shared by every judge (remote, local, analyzer, human) and the model-judge contract.
import type { JudgeMode } from '../../../shared/prompts/judge-answer';
import type { ChatMessage, JsonSchemaResponseFormat } from '../../../shared/prompts/types';
import type { TokenLogprob } from '../../../shared/scoring/logprobs';

export type JudgeKind = 'remote' | 'local' | 'analyzer' | 'human';

export type JudgeCapabilities = {
  /** Returns token log-probabilities (scores become probability-weighted means). */
  logprobs: boolean;
  /** Accepts a JSON schema as response_format. */
  structuredOutput: boolean;
  streaming: boolean;
  /** Can compare two replies (A vs B). */
  pairwise: boolean;
};

export interface Judge {
  readonly id: string;
  readonly kind: JudgeKind;
  readonly label: string;
  readonly capabilities: JudgeCapabilities;
}

export type CompletionRequest = {
  messages: ChatMessage[];
  /** logprobs: one token with top log-probs; structured: JSON answer; text: a short free answer. */
  mode: JudgeMode | 'text';
  /** Sent as response_format in structured mode when the judge supports it. */
  responseFormat?: JsonSchemaResponseFormat | null;
};

export type Completion = {
  /** The generated text; null when the model returned none. */
  text: string | null;
  /** Top log-probs of the first generated token (incl. the token itself), when the server returned them. */
  topLogprobs: TokenLogprob[] | null;
  promptTokens: number | null;
  completionTokens: number | null;
  /** True when response_format was rejected and the plain JSON instruction was used instead. */
  structuredFallback: boolean;
};

/** A judge backed by a language model (over HTTP or in process). */
export interface ModelJudge extends Judge {
  readonly kind: 'remote' | 'local';
  /** Requests to one provider share a concurrency limit. */
  readonly provider: { key: string; maxConcurrency: number };
  /** Output-relevant settings (model, endpoint, mode); part of the cache key. Never contains secrets. */
  readonly settingsFingerprint: string;
  /** How this judge scores rubric items. */
  readonly scoring: {
    mode: JudgeMode;
    rationaleFirst: boolean;
    /** G-Eval: least mass on the scale's options for a weighted score (default COVERAGE_FLOOR). */
    coverageFloor?: number;
  };
  complete(request: CompletionRequest, signal: AbortSignal): Promise<Completion>;
}
