// `culturecare judges add|test|list` and `culturecare judge` as a real process against a real
// chat-completions server: JSONL in, one JSON line per reply out, rejected lines reported; local judges.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { makeTempDir } from '../helpers/temp-dir';
import { cliBundle } from '../helpers/cli-bundle';

let cliPath = '';
beforeAll(async () => {
  cliPath = await cliBundle();
}, 120_000);

let dir: ReturnType<typeof makeTempDir>;
let server: ChatServer;
beforeEach(async () => {
  dir = makeTempDir();
  server = await startChatServer();
});
afterEach(async () => {
  dir.remove();
  await server.close();
});

const root = join(import.meta.dirname, '..', '..');
// Asynchronous, so the chat server in this process keeps answering while the CLI runs.
function cli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, '--data-dir', dir.path, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('culturecare judge', () => {
  it('adds a judge, tests it, and scores a JSONL of replies', async () => {
    await cli(['profiles', 'create', '--name', 'Prof', '--role', 'instructor', '--passcode', 'teach-123']);
    const as = ['--as', 'Prof', '--as-passcode', 'teach-123'];
    const added = await cli(
      [
        ...as,
        'judges',
        'add',
        '--label',
        'Lab vLLM',
        '--base-url',
        server.baseUrl,
        '--model',
        'fixture',
        '--default-for',
        'rubric-a',
      ],
      { CULTURECARE_API_KEY: 'sk-cli-key' },
    );
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/sent to 127\.0\.0\.1/);
    expect((await cli([...as, 'judges', 'test', 'lab-vllm'])).out).toMatch(/^OK/);
    expect(JSON.parse((await cli(['--json', ...as, 'judges', 'list'])).out)).toMatchObject([
      { id: 'lab-vllm', hasApiKey: true },
    ]);

    const input = join(dir.path, 'replies.jsonl');
    writeFileSync(
      input,
      [
        JSON.stringify({
          post: 'My parents say depression does not exist.',
          reply: 'That sounds lonely. Would you tell me more?',
          culture: 'Chinese',
        }),
        '{broken',
        JSON.stringify({ post: 'I feel alone at shul.', reply: '' }),
        JSON.stringify({ post: 'Seit Wochen nur noch funktionieren.', reply: 'Das klingt erschöpfend.' }),
      ].join('\n'),
    );
    const judged = await cli([...as, 'judge', '--input', input, '--rubric', 'rubric-a']);
    expect(judged.code).toBe(1);
    expect(judged.err).toMatch(/rejected line 2: not valid JSON/);
    expect(judged.err).toMatch(/rejected line 3: reply/);
    const lines = judged.out
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as {
            line: number;
            judgements: { status: string; score: number }[];
            aggregates: Record<string, Record<string, number>>;
          },
      );
    expect(lines.map((l) => l.line)).toEqual([1, 4]);
    expect(lines[0]!.judgements).toHaveLength(7);
    expect(lines[0]!.aggregates['lab-vllm']!.all).toBeCloseTo(4.1, 6);
    // 2 replies x 7 items, plus the one-token connection test.
    expect(server.chatRequests().filter((r) => r.body?.max_tokens === 1)).toHaveLength(15);
    expect(server.chatRequests().at(-1)!.headers.authorization).toBe('Bearer sk-cli-key');
  }, 60_000);

  it('adds a local judge with --local (nothing is sent anywhere) and refuses unclear or unknown choices', async () => {
    await cli(['profiles', 'create', '--name', 'Prof', '--role', 'instructor', '--passcode', 'teach-123']);
    const as = ['--as', 'Prof', '--as-passcode', 'teach-123'];
    const added = await cli([
      ...as,
      'judges',
      'add',
      '--label',
      'On this computer',
      '--local',
      'qwen2.5-0.5b-instruct',
      '--default-for',
      'rubric-b',
    ]);
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/runs qwen2\.5-0\.5b-instruct on this computer, so nothing is sent anywhere/);
    expect(JSON.parse((await cli(['--json', ...as, 'judges', 'list'])).out)).toMatchObject([
      {
        id: 'on-this-computer',
        kind: 'local',
        model: 'qwen2.5-0.5b-instruct',
        baseUrl: '',
        maxConcurrency: 1,
        defaultFor: ['rubric-b'],
        destination: { host: 'this computer', offMachine: false },
      },
    ]);
    // The model was never downloaded in this data folder.
    const tested = await cli([...as, 'judges', 'test', 'on-this-computer']);
    expect(tested.code).toBe(1);
    expect(tested.out).toMatch(/not installed; download it in Settings → Local models/);

    const both = await cli([
      ...as,
      'judges',
      'add',
      '--label',
      'x',
      '--local',
      'qwen2.5-0.5b-instruct',
      '--base-url',
      server.baseUrl,
    ]);
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/either --local/);
    expect((await cli([...as, 'judges', 'add', '--label', 'x'])).code).toBe(2);
    const unknown = await cli([...as, 'judges', 'add', '--label', 'x', '--local', 'no-such-model']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/no model "no-such-model"/);
  }, 120_000);

  it('generates strategy responses for a scenario and stores them', async () => {
    server.handle(() => ({ kind: 'reply', content: 'A generated, culturally careful reply.' }));
    await cli(['profiles', 'create', '--name', 'Prof', '--role', 'instructor', '--passcode', 'teach-123']);
    const as = ['--as', 'Prof', '--as-passcode', 'teach-123'];
    await cli([...as, 'judges', 'add', '--label', 'Gen', '--base-url', server.baseUrl, '--model', 'fixture']);
    const id = (
      JSON.parse((await cli(['library', 'list', '--culture', 'jewish', '--json'])).out) as { id: number }[]
    )[0]!.id;
    const generated = await cli([
      ...as,
      'generate',
      '--scenario',
      String(id),
      '--provider',
      'gen',
      '--strategies',
      'standard',
      'cga',
    ]);
    expect(generated.code).toBe(0);
    const lines = generated.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { strategy: string; text: string; sentTo: string });
    expect(lines.map((l) => l.strategy)).toEqual(['standard', 'cga']);
    expect(lines[0]).toMatchObject({ text: 'A generated, culturally careful reply.', sentTo: '127.0.0.1' });
    expect(
      (await cli([...as, 'generate', '--scenario', String(id), '--provider', 'gen', '--strategies', 'poetic'])).code,
    ).toBe(2);
  }, 60_000);
});
