// CLI: `culturecare analyze` runs the fast local analyzer on a JSONL of {reply, post?, postLanguage?, annotations?} and prints,
// per reply, each sentence with its support strategy, the engaged post spans, safety flags and the language check.
// Coaching signals only, never rubric scores; needs no profile and no database.
import type { Command } from 'commander';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  analyzerInputSchema,
  createAnalyzer,
  toAnalyzerInput,
  type AnalysisResult,
  type AnalyzerInput,
} from '../services/analyzer';
import { riskLevel } from '../services/analyzer/risk-level';
import { AppError } from '../services/errors';
import type { GlobalOptions } from './context';

type Globals = () => GlobalOptions;

interface ParsedLine {
  line: number;
  input: AnalyzerInput;
}

export function readAnalyzerInputs(content: string): {
  inputs: ParsedLine[];
  rejected: { line: number; reason: string }[];
} {
  const inputs: ParsedLine[] = [];
  const rejected: { line: number; reason: string }[] = [];
  content.split(/\r?\n/).forEach((text, index) => {
    if (!text.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      rejected.push({ line: index + 1, reason: `not valid JSON (${(error as Error).message})` });
      return;
    }
    const parsed = analyzerInputSchema.safeParse(json);
    if (!parsed.success)
      rejected.push({
        line: index + 1,
        reason: parsed.error.issues.map((i) => `${i.path.join('.') || '(line)'}: ${i.message}`).join('; '),
      });
    else inputs.push({ line: index + 1, input: toAnalyzerInput(parsed.data) });
  });
  return { inputs, rejected };
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * The human-readable report for one reply. An empty reply was checked for nothing: it says so (with the post's risk
 * level, when the input has a post), never "Flags: none".
 */
export function formatAnalysis(line: number, result: AnalysisResult, input?: AnalyzerInput): string {
  const out: string[] = [];
  const { reply, post, expected, matches } = result.language;
  const lang = (g: typeof reply) => (g ? `${g.code} (${pct(g.confidence)}${g.reliable ? '' : ', unsure'})` : '-');
  const verdict = matches === null ? 'cannot tell' : matches ? 'matches' : `does NOT match the post (${expected})`;
  out.push(`Reply on line ${line}: language ${lang(reply)}, post ${lang(post)}: ${verdict}`);
  out.push('Sentences:');
  for (const s of result.sentences)
    out.push(`  ${String(s.index + 1).padStart(2)}. [${s.strategy}, ${pct(s.confidence)}] ${s.text}`);
  if (result.spans.length) {
    const engaged = result.spans.filter((s) => s.engaged).length;
    out.push(`Post spans engaged: ${engaged} of ${result.spans.length}`);
    for (const s of result.spans) {
      const label = `${s.kind === 'distress' ? 'distress' : 'cultural signal'}${s.label ? ` (${s.label})` : ''}`;
      const where =
        s.engaged && s.sentenceIndex !== null
          ? ` <- sentence ${s.sentenceIndex + 1} (${s.method}${s.shared.length ? `: ${s.shared.join(', ')}` : ''})`
          : '';
      out.push(`  ${s.engaged ? '+' : '-'} ${label}: "${s.phrase}"${where}`);
    }
  }
  if (result.empty) {
    const risk = input?.post ? riskLevel(input.post, input.postLanguage) : null;
    out.push(
      `Flags: nothing to check yet (the reply is empty)${risk && risk !== 'none' ? `; the post carries ${risk} risk` : ''}`,
    );
  } else if (result.flags.length) {
    out.push('Flags:');
    for (const f of result.flags) {
      out.push(`  ${f.severity.toUpperCase()} ${f.code} (${f.kind}): ${f.message}`);
      for (const e of f.evidence.slice(0, 4))
        out.push(`      ${e.where}: "${e.text.length > 100 ? `${e.text.slice(0, 97)}...` : e.text}"`);
    }
  } else out.push('Flags: none');
  return out.join('\n');
}

export function addAnalyzeCommand(program: Command, globals: Globals): void {
  program
    .command('analyze')
    .description(
      'coaching signals from the fast local analyzer (strategy per sentence, engaged spans, safety flags, language); not rubric scores',
    )
    .requiredOption(
      '--input <file>',
      'JSONL with {reply, post?, postLanguage?, annotations?} per line ("-" reads standard input)',
    )
    .option('--lexicon-only', 'do not load the sentence encoder (faster start, lower accuracy)')
    .option('--out <file>', 'write the report here instead of standard output')
    .action(async (o: { input: string; lexiconOnly?: boolean; out?: string }) => {
      let content: string;
      try {
        content = readFileSync(o.input === '-' ? 0 : o.input, 'utf8');
      } catch (error) {
        throw new AppError('invalid_request', `Cannot read ${o.input}: ${(error as Error).message}`);
      }
      const { inputs, rejected } = readAnalyzerInputs(content);
      for (const r of rejected) console.error(`rejected line ${r.line}: ${r.reason}`);
      const analyzer = await createAnalyzer({
        ...(o.lexiconOnly ? { encoder: null } : {}),
        onWarning: (message) => console.error(`Warning: ${message}`),
      });
      const json = !!globals().json;
      const chunks: string[] = [];
      try {
        for (const { line, input } of inputs) {
          const result = await analyzer.analyze(input);
          chunks.push(json ? JSON.stringify({ line, ...result }) : formatAnalysis(line, result, input));
        }
      } finally {
        await analyzer.dispose();
      }
      const text = chunks.join(json ? '\n' : '\n\n') + (chunks.length ? '\n' : '');
      if (o.out) writeFileSync(o.out, text);
      else process.stdout.write(text);
      if (rejected.length) process.exitCode = 1;
    });
}
