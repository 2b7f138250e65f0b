// Chat messages as sent to a chat-completions model; the unit every prompt builder returns.
import { z } from 'zod';

export const CHAT_ROLES = ['system', 'user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const chatMessageSchema = z.object({ role: z.enum(CHAT_ROLES), content: z.string() }).strict();
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** An OpenAI-style `response_format` asking for JSON that matches a schema. */
export type JsonSchemaResponseFormat = {
  type: 'json_schema';
  json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
};
