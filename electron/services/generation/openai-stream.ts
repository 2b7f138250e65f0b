// Streams a chat completion from an OpenAI-compatible server (stream: true, server-sent events),
// calling onText with the text so far; cancellable through the signal. An error the server reports
// inside the stream (a data event holding {error}, llama.cpp's `error:` event) or an answer that is
// no stream at all (LM Studio's 200 {"error": "..."}) is thrown with the server's words, never taken
// for a short answer.
import { z } from 'zod';
import type { ChatMessage } from '../../../shared/prompts/types';
import { JudgeRequestError } from '../judges/errors';
import { errorMessageOf, serverErrorMessage } from '../judges/openai/server-error';

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
    const body = await response.text().catch(() => '');
    const detail = serverErrorMessage(body) ?? body.slice(0, 300);
    throw new JudgeRequestError('http', `The model server answered ${response.status}${detail ? `: ${detail}` : ''}`, {
      status: response.status,
    });
  }
  const failed = (message: string) => new Error(`The model server reported an error: ${message}`);
  let text = '';
  let buffer = '';
  /** Whether any server-sent event came, and the start of whatever else the body held. */
  let events = 0;
  let other = '';
  let usage: StreamResult = { text: '', promptTokens: null, completionTokens: null };
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line.startsWith('error:')) {
        // llama.cpp writes a failure during the stream as its own event line.
        throw failed(serverErrorMessage(`{"error":${line.slice(6).trim()}}`) ?? line.slice(6, 306).trim());
      }
      if (!line.startsWith('data:')) {
        if (other.length < 2_000 && !line.startsWith('event:') && !line.startsWith(':')) other += `${line}\n`;
        continue;
      }
      events += 1;
      const data = line.slice(5).trim();
      if (data === '[DONE]') continue;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        continue;
      }
      const said = typeof json === 'object' && json !== null && 'error' in json ? errorMessageOf(json) : null;
      if (said !== null) throw failed(said);
      const read = chunkSchema.safeParse(json);
      if (!read.success) continue;
      const parsed = read.data;
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
  if (events === 0) {
    const rest = `${other}${buffer}`.trim();
    throw failed(serverErrorMessage(rest) ?? (rest ? rest.slice(0, 300) : 'the answer was empty, not a stream'));
  }
  return { ...usage, text };
}
