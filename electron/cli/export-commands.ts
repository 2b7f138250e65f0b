// CLI: `culturecare export grades|research|report` writes the grades CSV, the pseudonymous research
// JSONL or a PDF report (per trainee or per exercise) through the same API as the app; needs an
// instructor or supervisor (--as). --describe lists the fields and row count without writing.
import type { Command } from 'commander';
import type { RequestOf } from '../../shared/api/contract';
import { writeFileSync } from 'node:fs';
import type { ExportFile, ExportKind } from '../../shared/domain/review';
import type { AppServices } from '../services/app-services';
import { AppError } from '../services/errors';
import { apiOf, openCliServices, type GlobalOptions } from './context';
import { printResult, printTable } from './output';

type Globals = () => GlobalOptions;
type Options = { out?: string; cohort?: string; exercise?: string; trainee?: string; describe?: boolean };

const positiveId = (value: string, what: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new AppError('invalid_request', `"${value}" is not ${what} id.`);
  return n;
};

/** Runs the export task through the typed client, showing progress on a terminal; Ctrl+C cancels it. */
async function runExport(services: AppServices, request: RequestOf<'exports.create'>): Promise<ExportFile> {
  const controller = new AbortController();
  const cancel = () => controller.abort();
  process.once('SIGINT', cancel);
  try {
    return await apiOf(services).task('exports.create', request, {
      signal: controller.signal,
      onProgress: (done, total) => process.stderr.isTTY && process.stderr.write(`\r${done}/${total}`),
    });
  } finally {
    process.off('SIGINT', cancel);
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  }
}

async function resolveTrainee(services: AppServices, value: string): Promise<number> {
  if (/^\d+$/.test(value)) return positiveId(value, 'a trainee');
  const profiles = await apiOf(services).call('profiles.list', {});
  const found = profiles.find((p) => p.role === 'trainee' && p.displayName === value);
  if (!found) throw new AppError('not_found', `No trainee called "${value}".`);
  return found.id;
}

async function exportFile(globals: Globals, kind: ExportKind, o: Options): Promise<void> {
  if (!o.out && !o.describe)
    throw new AppError('invalid_request', 'Say where to write the file with --out FILE (or use --describe).');
  const services = await openCliServices(globals());
  try {
    const request: RequestOf<'exports.create'> = { kind };
    if (o.cohort !== undefined) request.cohort = o.cohort;
    if (o.exercise !== undefined) request.exerciseId = positiveId(o.exercise, 'an exercise');
    if (o.trainee !== undefined) request.traineeId = await resolveTrainee(services, o.trainee);
    if (o.describe) {
      const description = await apiOf(services).call('exports.describe', request);
      printResult(!!globals().json, description, () => {
        console.log(`${description.fileName}: ${description.rows} row(s), ${description.fields.length} field(s)`);
        printTable(description.fields, ['name', 'description']);
      });
      return;
    }
    const path = o.out!;
    const file = await runExport(services, request);
    writeFileSync(path, file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : file.content);
    printResult(
      !!globals().json,
      { file: path, kind, rows: file.description.rows, fields: file.description.fields.map((f) => f.name) },
      () =>
        console.log(
          `Wrote ${path} (${kind}, ${file.description.rows} row(s), ${file.description.fields.length} field(s)).`,
        ),
    );
  } finally {
    services.stop();
  }
}

export function addExportCommands(program: Command, globals: Globals): void {
  // `export` may already exist (export pack, in the library commands): add to it.
  const exportCommand =
    program.commands.find((c) => c.name() === 'export') ??
    program.command('export').description('exports (needs an instructor or supervisor)');
  exportCommand.description(
    'export scenario packs (needs an instructor), grades, research data and reports (an instructor or supervisor): --as NAME --as-passcode …',
  );

  exportCommand
    .command('grades')
    .description('grades CSV: one row per trainee x exercise (see --describe for the columns and the grading rule)')
    .option('--out <file>', 'where to write the CSV')
    .option('--cohort <cohort>', 'only trainees of this cohort')
    .option('--exercise <id>', 'only this exercise')
    .option('--describe', 'list the columns and the row count without writing anything')
    .action((o: Options) => exportFile(globals, 'grades_csv', o));

  exportCommand
    .command('research')
    .description('research JSONL with pseudonymous ids only: a manifest line, then one record per attempt')
    .option('--out <file>', 'where to write the JSONL')
    .option('--cohort <cohort>', 'only trainees of this cohort')
    .option('--exercise <id>', 'only this exercise')
    .option('--describe', 'list the fields and the record count without writing anything')
    .action((o: Options) => exportFile(globals, 'research_jsonl', o));

  exportCommand
    .command('report')
    .description('PDF report on one trainee (--trainee) or one exercise (--exercise)')
    .option('--out <file>', 'where to write the PDF')
    .option('--trainee <id|name>', 'the trainee (profile id or display name)')
    .option('--exercise <id>', 'the exercise')
    .option('--cohort <cohort>', 'exercise report: only trainees of this cohort')
    .option('--describe', 'list the sections without writing anything')
    .action(async (o: Options) => {
      if ((o.trainee === undefined) === (o.exercise === undefined))
        throw new AppError('invalid_request', 'Give either --trainee or --exercise.');
      await exportFile(
        globals,
        o.trainee !== undefined ? 'trainee_pdf' : 'exercise_pdf',
        o.trainee !== undefined ? { ...o, exercise: undefined } : o,
      );
    });
}
