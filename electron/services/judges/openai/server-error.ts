// Reads the server's own words out of an error answer from an OpenAI-compatible server, whatever its
// family's shape: {error: {message}} (OpenAI, llama.cpp, Ollama, LM Studio, newer vLLM),
// {object: "error", message} (older vLLM), {error: "text"} (LM Studio's unknown path), {detail} or
// {message} (other proxies). Null when the body says nothing readable.
import { z } from 'zod';

const MAX_MESSAGE = 300;

const text = z.string().trim().min(1);
const shapes = z.union([
  z.object({ error: z.object({ message: text }).loose() }).loose(),
  z.object({ error: text }).loose(),
  z.object({ message: text }).loose(),
  z.object({ detail: text }).loose(),
]);

/** The message in a parsed error body, or null. */
export function errorMessageOf(data: unknown): string | null {
  const parsed = shapes.safeParse(data);
  if (!parsed.success) return null;
  const v = parsed.data as { error?: unknown; message?: unknown; detail?: unknown };
  const message =
    typeof v.error === 'object' && v.error !== null
      ? (v.error as { message: string }).message
      : typeof v.error === 'string'
        ? v.error
        : typeof v.message === 'string'
          ? v.message
          : String(v.detail);
  return message.trim().slice(0, MAX_MESSAGE);
}

/** The message in a raw error body (JSON or not), or null. */
export function serverErrorMessage(body: string): string | null {
  try {
    return errorMessageOf(JSON.parse(body));
  } catch {
    return null;
  }
}
