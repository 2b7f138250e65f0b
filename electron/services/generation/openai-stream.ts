// Streams a chat completion from an OpenAI-compatible server (stream: true, server-sent events),
// calling onText with the text so far; cancellable through the signal.
import { z } from 'zod';
import type { ChatMessage } from '../../../shared/prompts/types';
import { JudgeRequestError } from '../judges/errors';

const chunkSchema = z
  .object({
    choices: z
      .array(z.object({ delta: z.object({ content: z.string().nullish() }).loose().nullish() }).loose())
      .default([]),
    usage: z.object({ prompt_tokens: z.number().nullish(), completion_tokens: z.number().nullish() }).nullish(),
  })
  .loose();

export type StreamSettings = {
  baseUrl: string;
  model: string;
  apiKey?: string;
  temperature: number;
  maxTokens: number;
};
export type StreamResult = { text: string; promptTokens: number | null; completionTokens: number | null };

export async function streamChat(
  settings: StreamSettings,
  messages: ChatMessage[],
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<StreamResult> {
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      messages,
      stream: true,
      temperature: settings.temperature,
      max_tokens: settings.maxTokens,
      stream_options: { include_usage: true },
    }),
    signal,
  });
  if (!response.ok || !response.body) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new JudgeRequestError('http', `The model server answered ${response.status}${detail ? `: ${detail}` : ''}`, {
      status: response.status,
    });
  }
  let text = '';
  let buffer = '';
  let usage: StreamResult = { text: '', promptTokens: null, completionTokens: null };
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') continue;
      let parsed: z.infer<typeof chunkSchema>;
      try {
        parsed = chunkSchema.parse(JSON.parse(data));
      } catch {
        continue;
      }
      const delta = parsed.choices[0]?.delta?.content;
      if (delta) {
        text += delta;
        onText(text);
      }
      if (parsed.usage)
        usage = {
          text,
          promptTokens: parsed.usage.prompt_tokens ?? null,
          completionTokens: parsed.usage.completion_tokens ?? null,
        };
    }
  }
  return { ...usage, text };
}
