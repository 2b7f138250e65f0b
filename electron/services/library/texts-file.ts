// Reads the optional texts file that supplies withheld post and reply texts: CSV (with a header
// naming post_id and the text columns) or JSONL. Bad lines are reported with their number.
import Papa from 'papaparse';
import { z } from 'zod';
import type { RejectedLine } from '../../../shared/domain/library';

export type PostTexts = { post: string | null; reply: string | null };

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
  content: string,
): { texts: Map<string, PostTexts>; rejected: RejectedLine[] } {
  const texts = new Map<string, PostTexts>();
  const rejected: RejectedLine[] = [];
  const accept = (line: number, raw: unknown) => {
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success)
      return rejected.push({
        file: fileName,
        line,
        reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; '),
      });
    const row = parsed.data as Record<string, unknown> & { post_id: string };
    const entry = { post: pick(row, POST_KEYS), reply: pick(row, REPLY_KEYS) };
    if (!entry.post && !entry.reply)
      return rejected.push({ file: fileName, line, reason: `no post or reply text for post_id ${row.post_id}` });
    if (texts.has(row.post_id))
      return rejected.push({ file: fileName, line, reason: `post_id ${row.post_id} appears more than once` });
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
