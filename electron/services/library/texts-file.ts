// Reads the optional texts file that supplies withheld post and reply texts: CSV (with a header
// naming post_id and the text columns) or JSONL. Bad lines are reported with their number: rows
// that are not valid, hold bytes that were not UTF-8, or texts over the import limit.
import Papa from 'papaparse';
import { z } from 'zod';
import type { RejectedLine } from '../../../shared/domain/library';
import { IMPORT_LIMITS } from '../../../shared/library/import-limits';
import { hasInvalidUtf8, INVALID_UTF8_REASON, withoutByteOrderMark } from './import-text';

export type PostTexts = { post: string | null; reply: string | null; line: number };

const POST_KEYS = ['post_text', 'post', 'text', 'body'];
const REPLY_KEYS = ['reply_text', 'reply', 'response_text', 'response', 'comment'];
const pick = (row: Record<string, unknown>, keys: string[]) => {
  for (const key of keys) {
    const v = row[key];
    if (typeof v === 'string' && v.trim()) return v;
  }
  return null;
};

const rowSchema = z
  .object({
    post_id: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .pipe(z.string().min(1, 'post_id is empty')),
  })
  .loose();

export function readTextsFile(
  fileName: string,
  raw: string,
): { texts: Map<string, PostTexts>; rejected: RejectedLine[] } {
  const content = withoutByteOrderMark(raw);
  const texts = new Map<string, PostTexts>();
  const rejected: RejectedLine[] = [];
  const accept = (line: number, value: unknown) => {
    const parsed = rowSchema.safeParse(value);
    if (!parsed.success)
      return rejected.push({
        file: fileName,
        line,
        reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; '),
      });
    const row = parsed.data as Record<string, unknown> & { post_id: string };
    const entry = { post: pick(row, POST_KEYS), reply: pick(row, REPLY_KEYS), line };
    const refuse = (reason: string) =>
      rejected.push({ file: fileName, line, reason: `post_id ${row.post_id}: ${reason}` });
    if (!entry.post && !entry.reply) return refuse('no post or reply text');
    if ([entry.post, entry.reply].some((t) => t !== null && hasInvalidUtf8(t))) return refuse(INVALID_UTF8_REASON);
    if ((entry.post?.length ?? 0) > IMPORT_LIMITS.textChars)
      return refuse(`the post text is over ${IMPORT_LIMITS.textChars} characters`);
    if ((entry.reply?.length ?? 0) > IMPORT_LIMITS.textChars)
      return refuse(`the reply text is over ${IMPORT_LIMITS.textChars} characters`);
    if (texts.has(row.post_id)) return refuse('appears more than once');
    texts.set(row.post_id, entry);
  };

  const isJsonl = /\.jsonl?$/i.test(fileName) || content.trimStart().startsWith('{');
  if (isJsonl) {
    content.split(/\r?\n/).forEach((text, index) => {
      if (!text.trim()) return;
      try {
        accept(index + 1, JSON.parse(text));
      } catch (error) {
        rejected.push({ file: fileName, line: index + 1, reason: `not valid JSON (${(error as Error).message})` });
      }
    });
    return { texts, rejected };
  }

  const parsed = Papa.parse<Record<string, string>>(content, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('post_id')) {
    rejected.push({ file: fileName, line: 1, reason: 'the header has no post_id column' });
    return { texts, rejected };
  }
  const badRows = new Map<number, string>();
  for (const e of parsed.errors) if (e.row !== undefined) badRows.set(e.row, e.message);
  parsed.data.forEach((row, index) => {
    // Line numbers count the header as line 1 (multi-line quoted cells make this approximate).
    const line = index + 2;
    if (badRows.has(index)) rejected.push({ file: fileName, line, reason: `CSV: ${badRows.get(index)}` });
    else accept(line, row);
  });
  return { texts, rejected };
}
