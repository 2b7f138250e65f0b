// What kind of server a judge is (the instructor says so when adding it): a server on this computer (llama.cpp, Ollama,
// LM Studio), a department server (vLLM and the like, which batch many requests), or a commercial API; each with its own
// default number of requests at once. The app's own in-process models count as "this computer".
import { z } from 'zod';

export const JUDGE_SERVER_KINDS = ['this-computer', 'department', 'commercial'] as const;
export type JudgeServerKind = (typeof JUDGE_SERVER_KINDS)[number];
export const judgeServerKindSchema = z.enum(JUDGE_SERVER_KINDS);

/**
 * Requests at once a judge starts with, per kind of server: a laptop server answers one or two at a time (more only
 * queue), a department server batches (vLLM serves many sequences together), a commercial API limits by rate, not
 * by connection, and retries on 429 take care of bursts.
 */
export const SERVER_KIND_CONCURRENCY: Record<JudgeServerKind, number> = {
  'this-computer': 2,
  department: 16,
  commercial: 8,
};

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;
/** Hosts of commercial model APIs with an OpenAI-compatible endpoint (a guess for judges added without a kind). */
const COMMERCIAL_HOSTS =
  /(^|\.)(openai\.com|anthropic\.com|googleapis\.com|mistral\.ai|together\.xyz|together\.ai|openrouter\.ai|groq\.com|deepseek\.com|fireworks\.ai|perplexity\.ai|cohere\.ai|cohere\.com|x\.ai|azure\.com|deepinfra\.com|novita\.ai|moonshot\.cn|dashscope\.aliyuncs\.com|bigmodel\.cn)$/i;

/** The kind a server most likely is, from its address: loopback is this computer, known API hosts are commercial. */
export function inferServerKind(baseUrl: string): JudgeServerKind {
  let host: string;
  try {
    host = new URL(baseUrl).hostname;
  } catch {
    return 'department';
  }
  if (LOOPBACK.test(host)) return 'this-computer';
  if (COMMERCIAL_HOSTS.test(host)) return 'commercial';
  return 'department';
}
