// CLI for the offline class exchange: `import exercise|submissions|feedback`, `export
// exercise|submission|feedback|lms` and `submissions list|undo`, over the same services and access
// rules as the app (--as NAME [--as-passcode …] says who acts).
import type { Command } from 'commander';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { SubmissionImportReport } from '../../shared/exchange/types';
import type { AppServices } from '../services/app-services';
import { AppError } from '../services/errors';
import { apiOf, openCliServices, type GlobalOptions } from './context';
import { EXIT, printResult, printTable } from './output';

type Globals = () => GlobalOptions;

const positiveId = (value: string, what: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new AppError('invalid_request', `"${value}" is not ${what} id.`);
  return n;
};

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new AppError('invalid_request', `Cannot read ${path}: ${(error as Error).message}`);
  }
}

async function withServices<T>(globals: Globals, run: (s: AppServices) => Promise<T>): Promise<T> {
  const services = await openCliServices(globals());
  try {
    return await run(services);
  } finally {
    services.stop();
  }
}

const sub = (program: Command, name: string, description: string) =>
  program.commands.find((c) => c.name() === name) ?? program.command(name).description(description);

function printSubmissionReport(report: SubmissionImportReport): void {
  printTable(
    report.files.map((f) => ({
      file: f.fileName,
      status: f.status,
      trainee: f.trainee,
      new: f.attempts.new,
      newer: f.attempts.newer,
      skipped: f.attempts.skipped,
      reason: f.message,
    })),
    ['file', 'status', 'trainee', 'new', 'newer', 'skipped', 'reason'],
  );
  const t = report.totals;
  console.log(
    `${report.dryRun ? 'Preview' : 'Imported'}: ${t.new} file(s) with new attempts, ${t.newer} with newer versions, ${t.skipped} already imported, ${t.rejected} rejected.${report.batchId ? ` Undo with "culturecare submissions undo ${report.batchId}".` : ''}`,
  );
}

export function addExchangeCommands(program: Command, globals: Globals): void {
  const importCommand = sub(program, 'import', 'import files');
  importCommand
    .command('exercise <file>')
    .description('open an exercise file from an instructor (.ccexercise); trainees get it assigned')
    .option('--dry-run', 'show what the file holds without opening it')
    .action(async (file: string, o: { dryRun?: boolean }) => {
      const preview = await withServices(globals, (s) =>
        apiOf(s).call('exchange.importExercise', {
          fileName: basename(file),
          content: readText(file),
          dryRun: !!o.dryRun,
        }),
      );
      printResult(!!globals().json, preview, () => {
        const verb = {
          new: 'New exercise',
          identical: 'Already open, nothing changed',
          newer: 'Updated to version',
          older: 'Older than the version here, ignored',
        }[preview.status];
        console.log(
          `${verb}: "${preview.title}" (version ${preview.version}) from ${preview.instructor.name}, key ${preview.instructor.fingerprint}${preview.firstUseOfKey ? ' (first file from this instructor: key remembered)' : ''}.`,
        );
        console.log(`Scenarios: ${preview.scenarios.join('; ')}`);
        for (const j of preview.judges)
          console.log(
            `Judge ${j.label} sends text to ${j.host}${j.offMachine ? ' (another computer)' : ' (this computer)'}; allow it in the app first.`,
          );
      });
    });
  importCommand
    .command('submissions <paths...>')
    .description('import trainees’ submission files: files, folders or zip archives (e.g. an LMS assignment download)')
    .option('--dry-run', 'preview: what would be new, newer, skipped or rejected')
    .action((paths: string[], o: { dryRun?: boolean }) =>
      withServices(globals, async (s) => {
        const report = s.exchange.importSubmissionPaths(s.session.profile, paths, !!o.dryRun);
        printResult(!!globals().json, report, () => printSubmissionReport(report));
        if (report.totals.rejected > 0) process.exitCode = EXIT.failed;
      }),
    );
  importCommand
    .command('feedback <file>')
    .description('open a feedback file from your supervisor (.ccfeedback)')
    .action(async (file: string) => {
      const report = await withServices(globals, (s) =>
        apiOf(s).call('exchange.importFeedback', { fileName: basename(file), content: readText(file) }),
      );
      printResult(!!globals().json, report, () =>
        console.log(
          `Feedback on "${report.exercise}": ${report.reviews} review(s) added, ${report.unchanged} already here, ${report.comments} comment(s).`,
        ),
      );
    });

  const exportCommand = sub(program, 'export', 'exports');
  exportCommand
    .command('exercise <id>')
    .description('write a signed exercise file for trainees (needs an instructor)')
    .requiredOption('--out <file>', 'where to write the .ccexercise file')
    .action(async (id: string, o: { out: string }) => {
      const file = await withServices(globals, (s) =>
        apiOf(s).call('exchange.exportExercise', { exerciseId: positiveId(id, 'an exercise') }),
      );
      writeFileSync(o.out, file.content);
      printResult(!!globals().json, { file: o.out, ...file.summary }, () =>
        console.log(
          `Wrote ${o.out}: "${file.summary.title}" version ${file.summary.version}, ${file.summary.scenarios} scenario(s), judges ${file.summary.judges.map((j) => `${j.label} (${j.host})`).join(', ') || 'none (trainees’ defaults)'}, no API keys. Key fingerprint ${file.summary.fingerprint}.`,
        ),
      );
    });
  exportCommand
    .command('submission <exerciseId>')
    .description('write your attempts on an exercise as a submission file for your supervisor')
    .requiredOption('--out <file>', 'where to write the .ccsubmission file')
    .option('--attempt <id>', 'only this attempt')
    .action(async (exerciseId: string, o: { out: string; attempt?: string }) => {
      const file = await withServices(globals, (s) =>
        apiOf(s).call('exchange.exportSubmission', {
          exerciseId: positiveId(exerciseId, 'an exercise'),
          attemptId: o.attempt ? positiveId(o.attempt, 'an attempt') : undefined,
        }),
      );
      writeFileSync(o.out, file.content);
      printResult(!!globals().json, { file: o.out, ...file.summary }, () =>
        console.log(`Wrote ${o.out}: ${file.summary.attempts.length} attempt(s) as "${file.summary.shownName}".`),
      );
    });
  exportCommand
    .command('feedback')
    .description('write one trainee’s released feedback on an exercise as a feedback file')
    .requiredOption('--trainee <id>', 'the trainee’s profile id')
    .requiredOption('--exercise <id>', 'the exercise id')
    .requiredOption('--out <file>', 'where to write the .ccfeedback file')
    .action(async (o: { trainee: string; exercise: string; out: string }) => {
      const file = await withServices(globals, (s) =>
        apiOf(s).call('exchange.exportFeedback', {
          profileId: positiveId(o.trainee, 'a trainee'),
          exerciseId: positiveId(o.exercise, 'an exercise'),
        }),
      );
      writeFileSync(o.out, file.content);
      printResult(!!globals().json, { file: o.out, reviews: file.reviews, comments: file.comments }, () =>
        console.log(`Wrote ${o.out}: ${file.reviews} released review(s) for ${file.trainee}.`),
      );
    });
  exportCommand
    .command('lms')
    .description('grade file for Moodle or Canvas gradebook import (the grading rule is printed)')
    .requiredOption('--kind <kind>', 'moodle or canvas')
    .requiredOption('--out <file>', 'where to write the CSV')
    .option('--exercise <id>', 'only this exercise')
    .option('--cohort <cohort>', 'only this cohort')
    .action(async (o: { kind: string; out: string; exercise?: string; cohort?: string }) => {
      if (o.kind !== 'moodle' && o.kind !== 'canvas')
        throw new AppError('invalid_request', '--kind must be moodle or canvas.');
      const file = await withServices(globals, (s) =>
        apiOf(s).call('exchange.lmsGrades', {
          kind: o.kind as 'moodle' | 'canvas',
          exerciseId: o.exercise ? positiveId(o.exercise, 'an exercise') : undefined,
          cohort: o.cohort,
        }),
      );
      writeFileSync(o.out, file.content);
      printResult(
        !!globals().json,
        { file: o.out, rows: file.rows, unmatched: file.unmatched, rule: file.rule },
        () => {
          console.log(`Wrote ${o.out}: ${file.rows} student(s).`);
          if (file.unmatched.length)
            console.log(`Left out (no email or LMS id, the LMS could not match them): ${file.unmatched.join(', ')}`);
          console.log(`Grading rule: ${file.rule}`);
        },
      );
    });

  const submissions = program.command('submissions').description('imports of submission files');
  submissions
    .command('list')
    .description('list submission imports')
    .action(async () => {
      const batches = await withServices(globals, (s) => apiOf(s).call('exchange.batches', {}));
      printResult(!!globals().json, batches, () =>
        printTable(batches, ['id', 'createdAt', 'files', 'attempts', 'reviewed', 'undoneAt']),
      );
    });
  submissions
    .command('undo <batchId>')
    .description('undo a submission import (asks for --yes when its attempts were reviewed)')
    .option('--yes', 'undo even though attempts were reviewed (the reviews are kept as a record)')
    .action(async (batchId: string, o: { yes?: boolean }) => {
      const result = await withServices(globals, (s) =>
        apiOf(s).call('exchange.undoSubmissions', { batchId: positiveId(batchId, 'an import'), confirm: !!o.yes }),
      );
      printResult(!!globals().json, result, () => {
        if (result.needsConfirmation)
          console.log(
            `${result.reviewed} attempt(s) of this import have been reviewed. Nothing was undone; run again with --yes to remove them (their reviews are kept as a record).`,
          );
        else console.log(`Undone: ${result.removed} attempt(s) removed, ${result.restored} restored.`);
      });
      if (result.needsConfirmation) process.exitCode = EXIT.failed;
    });
}
