// Zod schemas at the OpenAI-compatible boundary: the judge's configuration and the server's reply.
import { z } from 'zod';

const tokenLogprobSchema = z.object({ token: z.string(), logprob: z.number() });

/** The parts of a chat-completions response a judge reads; everything else is ignored. */
export const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }).nullish(),
        logprobs: z
          .object({
            content: z
              .array(tokenLogprobSchema.extend({ top_logprobs: z.array(tokenLogprobSchema).nullish() }))
              .nullish(),
          })
          .nullish(),
      }),
    )
    .min(1),
  usage: z
    .object({
      prompt_tokens: z.number().int().nonnegative().nullish(),
      completion_tokens: z.number().int().nonnegative().nullish(),
    })
    .nullish(),
});
export type ChatCompletion = z.infer<typeof chatCompletionSchema>;

export const openAiJudgeConfigSchema = z
  .object({
    id: z.string().trim().min(1).max(200),
    label: z.string().trim().min(1).max(200).optional(),
    /** e.g. https://api.openai.com/v1 or http://127.0.0.1:8000/v1; requests go to {baseUrl}/chat/completions. */
    baseUrl: z.url({ protocol: /^https?$/ }),
    model: z.string().trim().min(1).max(200),
    apiKey: z.string().min(1).max(1_000).optional(),
    /** The server returns token log-probabilities (OpenAI, vLLM, llama.cpp server). */
    logprobs: z.boolean().default(true),
    /** The server may accept response_format with a JSON schema. */
    structuredOutput: z.boolean().default(true),
    /** In structured mode, ask for the rationale before the score. */
    rationaleFirst: z.boolean().default(false),
    maxConcurrency: z.number().int().min(1).max(64).default(4),
    /** Judges with the same provider key share one concurrency limit; defaults to the base URL. */
    providerKey: z.string().min(1).max(300).optional(),
    /** Token budget of a structured answer. */
    maxTokens: z.number().int().min(16).max(8_192).default(400),
  })
  .strict();
export type OpenAiJudgeConfig = z.input<typeof openAiJudgeConfigSchema>;
