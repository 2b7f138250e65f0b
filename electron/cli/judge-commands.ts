// CLI: `culturecare judges list|add|test` and `culturecare judge`, which scores a JSONL of
// {post, reply, culture?} (or library responses) on a rubric and prints one JSON line per text.
import type { Command } from 'commander';
import type { RequestOf } from '../../shared/api/contract';
import { readFileSync, writeFileSync } from 'node:fs';
import { judgeInputSchema } from '../../shared/prompts/judge-prompt';
import type { ScoreInput, ScoreResult } from '../../shared/domain/judging';
import { AppError } from '../services/errors';
import { apiOf, openCliServices, type GlobalOptions } from './context';
import { printResult, printTable } from './output';

type Globals = () => GlobalOptions;

function progressBar(done: number, total: number): void {
  if (!process.stderr.isTTY) return;
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : width;
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
  if (done >= total) process.stderr.write('\n');
}

function readTexts(path: string): {
  texts: ScoreInput[];
  lines: number[];
  rejected: { line: number; reason: string }[];
} {
  const texts: ScoreInput[] = [];
  const lines: number[] = [];
  const rejected: { line: number; reason: string }[] = [];
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (error) {
    throw new AppError('invalid_request', `Cannot read ${path}: ${(error as Error).message}`);
  }
  content.split(/\r?\n/).forEach((text, index) => {
    if (!text.trim()) return;
    try {
      const parsed = judgeInputSchema.safeParse(JSON.parse(text));
      if (!parsed.success)
        rejected.push({
          line: index + 1,
          reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        });
      else {
        texts.push(parsed.data);
        lines.push(index + 1);
      }
    } catch (error) {
      rejected.push({ line: index + 1, reason: `not valid JSON (${(error as Error).message})` });
    }
  });
  return { texts, lines, rejected };
}

export function addJudgeCommands(program: Command, globals: Globals): void {
  const judges = program.command('judges').description('configured judge models');
  judges
    .command('list')
    .description('list judges')
    .action(async () => {
      const services = await openCliServices(globals());
      try {
        const list = await apiOf(services).call('judges.list', {});
        const rows = list.map((j) => ({
          ...j,
          where: j.kind === 'local' ? 'this computer (local model)' : j.baseUrl,
          defaults: j.defaultFor.join(','),
          key: j.hasApiKey ? 'yes' : 'no',
        }));
        printResult(!!globals().json, list, () =>
          printTable(rows, ['id', 'label', 'kind', 'model', 'where', 'key', 'defaults']),
        );
      } finally {
        services.stop();
      }
    });
  judges
    .command('add')
    .description(
      'add a judge (needs an instructor): an OpenAI-compatible server (--base-url and --model; the API key is read from $CULTURECARE_API_KEY), or a local model on this computer (--local <model id>: a language model installed in Settings → Local models)',
    )
    .requiredOption('--label <label>', 'a name for the judge')
    .option('--base-url <url>', 'e.g. http://127.0.0.1:8000/v1 (vLLM) or https://api.openai.com/v1')
    .option('--model <model>', 'model name on that server')
    .option(
      '--local <modelId>',
      'run this installed model in the app instead of using a server (nothing leaves this computer)',
    )
    .option('--no-logprobs', 'the server does not return token log-probabilities')
    .option('--default-for <rubrics...>', 'use by default for these rubrics (rubric-a, rubric-b)')
    .option(
      '--server-kind <kind>',
      'this-computer, department (e.g. vLLM) or commercial (an API); default: guessed from --base-url',
    )
    .option(
      '--concurrency <n>',
      'requests at once (default: 2 on this computer, 16 on a department server, 8 for a commercial API, 1 for a local model)',
    )
    .action(
      async (o: {
        label: string;
        baseUrl?: string;
        model?: string;
        local?: string;
        logprobs: boolean;
        defaultFor?: string[];
        serverKind?: string;
        concurrency?: string;
      }) => {
        if (o.local && (o.baseUrl || o.model))
          throw new AppError('invalid_request', 'Give either --local MODEL_ID or --base-url with --model, not both.');
        if (!o.local && !(o.baseUrl && o.model))
          throw new AppError(
            'invalid_request',
            'Give --base-url and --model for a server, or --local MODEL_ID for a model on this computer.',
          );
        const common = {
          label: o.label,
          defaultFor: o.defaultFor ?? [],
          ...(o.concurrency ? { maxConcurrency: Number(o.concurrency) } : {}),
        };
        const request = o.local
          ? { kind: 'local', modelId: o.local, ...common }
          : {
              kind: 'openai',
              baseUrl: o.baseUrl,
              model: o.model,
              apiKey: process.env.CULTURECARE_API_KEY || undefined,
              logprobs: o.logprobs,
              ...(o.serverKind ? { serverKind: o.serverKind } : {}),
              ...common,
            };
        const services = await openCliServices(globals());
        try {
          const saved = await apiOf(services).call('judges.save', request as RequestOf<'judges.save'>);
          const where =
            saved.kind === 'local'
              ? `it runs ${saved.model} on this computer, so nothing is sent anywhere`
              : `text will be sent to ${saved.destination.host}`;
          printResult(!!globals().json, saved, () =>
            console.log(
              `Added judge "${saved.label}" (id ${saved.id}; ${saved.serverKind}, ${saved.maxConcurrency} requests at once); ${where}.`,
            ),
          );
        } finally {
          services.stop();
        }
      },
    );
  judges
    .command('test <id>')
    .description(
      'send one tiny request to check the connection (a local judge: load its model and score one probe reply)',
    )
    .action(async (id: string) => {
      const services = await openCliServices(globals());
      try {
        const result = await apiOf(services).call('judges.test', { id });
        printResult(!!globals().json, result, () =>
          console.log(`${result.ok ? 'OK' : 'Failed'} in ${result.latencyMs} ms: ${result.message}`),
        );
        if (!result.ok) process.exitCode = 1;
      } finally {
        services.stop();
      }
    });

  program
    .command('judge')
    .description('score replies on a rubric; prints one JSON line per reply (needs a profile: --as)')
    .option('--input <file>', 'JSONL with {post, reply, culture?} per line')
    .option('--responses <ids...>', 'library response ids instead of a file')
    .option('--rubric <id>', 'rubric-a or rubric-b', 'rubric-a')
    .option('--judge <ids...>', 'judge ids (default: the rubric’s default judges)')
    .option('--items <ids...>', 'only these rubric items')
    .option('--concurrency <n>', 'requests at once per provider')
    .option('--out <file>', 'write the JSONL here instead of standard output')
    .action(
      async (o: {
        input?: string;
        responses?: string[];
        rubric: string;
        judge?: string[];
        items?: string[];
        concurrency?: string;
        out?: string;
      }) => {
        if (!o.input && !o.responses)
          throw new AppError('invalid_request', 'Give --input FILE.jsonl or --responses ID...');
        const services = await openCliServices(globals());
        try {
          const fromFile = o.input ? readTexts(o.input) : { texts: [], lines: [], rejected: [] };
          for (const r of fromFile.rejected) console.error(`rejected line ${r.line}: ${r.reason}`);
          const texts: ScoreInput[] = [
            ...fromFile.texts,
            ...(o.responses ?? []).map((id) => ({ responseId: Number(id) })),
          ];
          const labels = [
            ...fromFile.lines.map((line) => ({ line })),
            ...(o.responses ?? []).map((id) => ({ responseId: Number(id) })),
          ];
          const controller = new AbortController();
          process.once('SIGINT', () => controller.abort());
          const results: ScoreResult[] = await apiOf(services).task(
            'judges.batch',
            {
              rubricId: o.rubric as RequestOf<'judges.batch'>['rubricId'],
              judgeIds: o.judge,
              items: o.items,
              texts,
              maxConcurrency: o.concurrency ? Number(o.concurrency) : undefined,
            },
            { signal: controller.signal, onProgress: progressBar },
          );
          const out =
            results
              .map((r, i) =>
                JSON.stringify({
                  ...labels[i],
                  rubric: r.rubricId,
                  rubricVersion: r.rubricVersion,
                  aggregates: r.aggregates,
                  judgements: r.judgements,
                }),
              )
              .join('\n') + '\n';
          if (o.out) writeFileSync(o.out, out);
          else process.stdout.write(out);
          if (fromFile.rejected.length) process.exitCode = 1;
        } finally {
          services.stop();
        }
      },
    );
}
