// `culturecare analyze`: JSONL of {reply, post?, annotations?} in; per reply the sentences with strategy labels, engaged spans,
// flags and language out, as text or (with --json) JSON lines; invalid lines are reported and make the exit code 1.
import { Command } from 'commander';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAnalyzeCommand } from '../../electron/cli/analyze-command';
import type { GlobalOptions } from '../../electron/cli/context';
import { makeTempDir } from '../helpers/temp-dir';
import { EN_GOOD_REPLY, EN_POST } from '../fixtures/analyzer/cases';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  dir = makeTempDir();
  process.exitCode = undefined;
});
afterEach(() => {
  dir.remove();
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

/** The same global options as electron/cli/main.ts, with the analyze command added. */
async function runCli(args: string[]): Promise<void> {
  const program = new Command('culturecare').option('--json').exitOverride();
  addAnalyzeCommand(program, () => program.opts<GlobalOptions>());
  await program.parseAsync(['node', 'culturecare', ...args]);
}

const lines = [
  JSON.stringify({
    reply: 'Honestly, just get over it. Cheer up!!! Everything happens for a reason.',
    post: EN_POST,
    annotations: [
      { kind: 'distress', phrase: 'I feel so trapped and alone', intensity: 'high' },
      { kind: 'cultural_signal', phrase: 'a good son obeys', type: 'Norms and Morals' },
    ],
  }),
  'not json',
  JSON.stringify({ post: 'missing reply' }),
  JSON.stringify({
    reply: EN_GOOD_REPLY,
    post: EN_POST,
    postLanguage: 'en',
    annotations: [{ kind: 'distress', phrase: 'I feel so trapped and alone', label: 'high' }],
  }),
];

describe('culturecare analyze', () => {
  it('prints sentences with strategies, engaged spans, flags and language per reply, and reports bad lines', async () => {
    const input = join(dir.path, 'replies.jsonl');
    const out = join(dir.path, 'report.txt');
    writeFileSync(input, lines.join('\n'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runCli(['analyze', '--input', input, '--out', out]);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/Reply on line 1: language en .*matches/);
    expect(text).toMatch(/Reply on line 4:/);
    expect(text).toMatch(/\[Questions, \d+%\] Have you been able to sleep at all this week\?/);
    expect(text).toMatch(/\+ distress \(high\): "I feel so trapped and alone" <- sentence 1/);
    expect(text).toMatch(/- cultural signal \(Norms and Morals\): "a good son obeys"/);
    expect(text).toMatch(/ALERT risk_ignored \(no_help\)/);
    expect(text).toMatch(/WARNING minimising/);
    expect(text).toMatch(/WARNING toxic_positivity/);
    expect(text).not.toMatch(/score/i);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^rejected line 2: not valid JSON/),
      expect.stringMatching(/^rejected line 3: reply: /),
    ]);
    expect(process.exitCode).toBe(1);
  }, 60_000);

  it('says an empty reply was not checked (with the post\'s risk), never "Flags: none"', async () => {
    const input = join(dir.path, 'empty.jsonl');
    const out = join(dir.path, 'empty.txt');
    const acute = "I wrote a goodbye letter to my sister and I'm going to do it tonight.";
    writeFileSync(
      input,
      [JSON.stringify({ reply: '', post: acute, postLanguage: 'en' }), JSON.stringify({ reply: '  ' })].join('\n'),
    );
    await runCli(['analyze', '--input', input, '--out', out, '--lexicon-only']);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('Flags: nothing to check yet (the reply is empty); the post carries acute risk');
    expect(text).toMatch(/line 2:[\s\S]*Flags: nothing to check yet \(the reply is empty\)\n?$/);
    expect(text).not.toContain('Flags: none');
  }, 60_000);

  it('prints one JSON line per reply with --json', async () => {
    const input = join(dir.path, 'replies.jsonl');
    const out = join(dir.path, 'report.jsonl');
    writeFileSync(input, [lines[0], lines[3]].join('\n'));
    await runCli(['--json', 'analyze', '--input', input, '--out', out, '--lexicon-only']);
    const rows = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as {
            line: number;
            sentences: unknown[];
            spans: { engaged: boolean }[];
            flags: { code: string }[];
            language: { matches: boolean };
            meta: { encoder: boolean };
          },
      );
    expect(rows.map((r) => r.line)).toEqual([1, 2]);
    expect(rows[0]?.flags.map((f) => f.code)).toEqual(['risk_ignored', 'minimising', 'toxic_positivity']);
    expect(rows[1]?.flags).toEqual([]);
    expect(rows[1]?.spans[0]?.engaged).toBe(true);
    expect(rows[1]?.language.matches).toBe(true);
    expect(rows[1]?.meta.encoder).toBe(false);
    expect(process.exitCode).toBeUndefined();
  }, 60_000);

  it('refuses a missing input file as a usage error', async () => {
    await expect(runCli(['analyze', '--input', join(dir.path, 'nope.jsonl')])).rejects.toMatchObject({
      code: 'invalid_request',
    });
  });
});
