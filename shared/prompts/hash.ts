// Pure SHA-256 hashes (hex) of prompts and texts, stored with every judgement and generated reply.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { ChatMessage } from './types';

/** SHA-256 of the UTF-8 bytes of a string, as 64 lowercase hex digits. */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** Hash of a text exactly as given (no trimming or normalisation). */
export const textHash = (text: string): string => sha256Hex(text);

/**
 * Hash of the exact messages: role and content of each, in order, serialised canonically.
 * Any change to a word, a role or the order gives a different hash.
 */
export const promptHash = (messages: readonly ChatMessage[]): string =>
  sha256Hex(JSON.stringify(messages.map((m) => [m.role, m.content])));
