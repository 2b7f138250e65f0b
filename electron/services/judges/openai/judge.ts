// An OpenAI-compatible chat-completions judge (OpenAI, vLLM, llama.cpp server, LM Studio, Ollama /v1).
import type { TokenLogprob } from '../../../../shared/scoring/logprobs';
import { JudgeRequestError, parseRetryAfter } from '../errors';
import type { Completion, CompletionRequest, ModelJudge } from '../types';
import { chatCompletionSchema, openAiJudgeConfigSchema, type ChatCompletion, type OpenAiJudgeConfig } from './schema';
import { errorMessageOf, serverErrorMessage } from './server-error';

export const TOP_LOGPROBS = 20;
const MAX_ERROR_BODY = 2_000;

export type OpenAiJudge = ModelJudge & {
  readonly kind: 'remote';
  /** Where requests go and whether that address is on another machine (shown to the user). */
  readonly destination: { url: string; offMachine: boolean };
};

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function firstTokenLogprobs(completion: ChatCompletion): TokenLogprob[] | null {
  const first = completion.choices[0]?.logprobs?.content?.[0];
  if (!first) return null;
  const top = (first.top_logprobs ?? []).map(({ token, logprob }) => ({ token, logprob }));
  if (!top.some((t) => t.token === first.token)) top.unshift({ token: first.token, logprob: first.logprob });
  return top;
}

/** Creates the judge; the configuration is validated here (a bad URL or model fails at once). */
export function createOpenAiJudge(config: OpenAiJudgeConfig, fetchImpl: typeof fetch = fetch): OpenAiJudge {
  const c = openAiJudgeConfigSchema.parse(config);
  const base = c.baseUrl.replace(/\/+$/, '');
  const url = `${base}/chat/completions`;
  const mode = c.logprobs ? ('logprobs' as const) : ('structured' as const);
  const rationaleFirst = mode === 'structured' && c.rationaleFirst;
  /** Set to false once the server has rejected response_format, so later calls skip it. */
  let responseFormatAccepted = c.structuredOutput;

  async function post(body: Record<string, unknown>, signal: AbortSignal): Promise<ChatCompletion> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (c.apiKey) headers.Authorization = `Bearer ${c.apiKey}`;
    const response = await fetchImpl(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
    const text = await response.text();
    if (!response.ok) {
      // The server's own message when its error body has one (each family shapes it differently).
      const said = serverErrorMessage(text) ?? text.slice(0, 300);
      throw new JudgeRequestError('http', `HTTP ${response.status} from ${url}: ${said}`, {
        status: response.status,
        retryAfterMs: parseRetryAfter(response.headers),
        rawBody: text.slice(0, MAX_ERROR_BODY),
      });
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new JudgeRequestError('invalid_response', `The server at ${url} did not answer with JSON.`, {
        rawBody: text.slice(0, MAX_ERROR_BODY),
      });
    }
    const parsed = chatCompletionSchema.safeParse(data);
    const said = parsed.success ? null : errorMessageOf(data);
    if (said !== null) {
      // An error sent with a success status (LM Studio answers an unknown path 200 {"error": "..."}).
      throw new JudgeRequestError('invalid_response', `The server at ${url} answered with an error: ${said}`, {
        rawBody: text.slice(0, MAX_ERROR_BODY),
      });
    }
    if (!parsed.success) {
      throw new JudgeRequestError(
        'invalid_response',
        `The server at ${url} did not answer in the chat-completions format.`,
        {
          rawBody: text.slice(0, MAX_ERROR_BODY),
        },
      );
    }
    return parsed.data;
  }

  async function complete(request: CompletionRequest, signal: AbortSignal): Promise<Completion> {
    const body: Record<string, unknown> = { model: c.model, messages: request.messages, temperature: 0 };
    if (request.mode === 'logprobs') Object.assign(body, { max_tokens: 1, logprobs: true, top_logprobs: TOP_LOGPROBS });
    else body.max_tokens = c.maxTokens;
    const sendFormat = request.mode === 'structured' && !!request.responseFormat && responseFormatAccepted;
    let completion: ChatCompletion;
    let structuredFallback = false;
    try {
      completion = await post(sendFormat ? { ...body, response_format: request.responseFormat } : body, signal);
    } catch (error) {
      const rejected =
        error instanceof JudgeRequestError &&
        error.kind === 'http' &&
        ([400, 422, 501].includes(error.options.status ?? 0) ||
          /response_format|json_schema/i.test(error.options.rawBody ?? ''));
      if (!sendFormat || !rejected) throw error;
      // The server refused response_format: the messages already ask for JSON, so send them without it.
      completion = await post(body, signal);
      responseFormatAccepted = false;
      structuredFallback = true;
    }
    const choice = completion.choices[0];
    return {
      text: choice?.message?.content ?? choice?.message?.refusal ?? null,
      topLogprobs: request.mode === 'logprobs' ? firstTokenLogprobs(completion) : null,
      promptTokens: completion.usage?.prompt_tokens ?? null,
      completionTokens: completion.usage?.completion_tokens ?? null,
      structuredFallback:
        structuredFallback || (request.mode === 'structured' && !!request.responseFormat && !sendFormat),
    };
  }

  const host = new URL(base).hostname;
  return {
    id: c.id,
    kind: 'remote',
    label: c.label ?? `${c.model} (${new URL(base).host})`,
    capabilities: { logprobs: c.logprobs, structuredOutput: c.structuredOutput, streaming: false, pairwise: true },
    provider: { key: c.providerKey ?? base, maxConcurrency: c.maxConcurrency },
    settingsFingerprint: JSON.stringify({
      api: 'openai-chat',
      baseUrl: base,
      model: c.model,
      mode,
      rationaleFirst,
      temperature: 0,
    }),
    scoring: { mode, rationaleFirst },
    destination: { url, offMachine: !LOOPBACK.test(host) },
    complete,
  };
}
