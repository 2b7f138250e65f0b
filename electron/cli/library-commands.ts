// CLI commands for the scenario library: list, imports (CultureCare files, packs), pack export, undo.
import type { Command } from 'commander';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { AppError } from '../services/errors';
import type { CallMethod, RequestOf, ResponseOf } from '../../shared/api/contract';
import { MAX_IMPORT_BYTES, maxImportMegabytes } from '../../shared/library/import-limits';
import { apiOf, openCliServices, type GlobalOptions } from './context';
import { printResult, printTable } from './output';

type Globals = () => GlobalOptions;

/** Reads an import file; one over the size limit is refused before it is read. */
function readInput(path: string): string {
  try {
    const size = statSync(path).size;
    if (size > MAX_IMPORT_BYTES)
      throw new AppError(
        'invalid_request',
        `${path} is ${(size / 1_000_000).toFixed(1)} MB; files up to ${maxImportMegabytes()} MB can be imported. Split it into smaller files.`,
      );
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_request', `Cannot read ${path}: ${(error as Error).message}`);
  }
}

async function run<M extends CallMethod>(globals: Globals, method: M, request: RequestOf<M>): Promise<ResponseOf<M>> {
  const services = await openCliServices(globals());
  try {
    return await apiOf(services).call(method, request);
  } finally {
    services.stop();
  }
}

function printRejected(report: { rejected: { file: string; line: number; reason: string }[] }): void {
  for (const r of report.rejected) console.log(`  rejected ${r.file}:${r.line}: ${r.reason}`);
}

function printTrimmed(report: { trimmed: { file: string; line: number; uid: string; what: string }[] }): void {
  if (report.trimmed.length) console.log(`Cut to the import limits: ${report.trimmed.length}.`);
  for (const t of report.trimmed) console.log(`  cut ${t.file}:${t.line} ${t.uid}: ${t.what}`);
}

export function addLibraryCommands(program: Command, globals: Globals): void {
  program
    .command('library')
    .description('the scenario library')
    .command('list')
    .description('list scenarios')
    .option('--culture <id>', 'only this culture (e.g. german)')
    .option('--search <text>', 'full-text search in posts and responses')
    .action(async (options: { culture?: string; search?: string }) => {
      const result = await run(globals, 'library.list', {
        culture: options.culture,
        query: options.search,
      });
      printResult(!!globals().json, result.items, () => {
        printTable(
          result.items.map((s) => ({ ...s, text: s.textNeeded ? 'needed' : 'yes' })),
          ['id', 'cultureId', 'language', 'risk', 'source', 'text', 'title'],
        );
        console.log(`${result.total} scenario(s)`);
      });
    });

  const importCommand = program
    .command('import')
    .description('import scenarios (needs an instructor: --as NAME --as-passcode …)');
  importCommand
    .command('culturecare <file>')
    .description('import a CultureCare annotation file (JSONL); --texts supplies post and reply texts (CSV or JSONL)')
    .option('--texts <file>', 'CSV or JSONL with post_id, post_text and reply_text')
    .option('--dry-run', 'report what would happen without changing anything')
    .action(async (file: string, options: { texts?: string; dryRun?: boolean }) => {
      const report = await run(globals, 'import.culturecare', {
        fileName: basename(file),
        content: readInput(file),
        textsFileName: options.texts ? basename(options.texts) : undefined,
        texts: options.texts ? readInput(options.texts) : undefined,
        dryRun: !!options.dryRun,
      });
      printResult(!!globals().json, report, () => {
        console.log(
          `${report.dryRun ? 'Dry run: would import' : 'Imported'} ${report.imported} of ${report.records} record(s)${report.batchId ? ` (import ${report.batchId}; undo with "culturecare imports undo ${report.batchId}")` : ''}.`,
        );
        if (report.textsFilled) console.log(`Texts added to ${report.textsFilled} scenario(s) imported earlier.`);
        if (report.skippedExisting.length)
          console.log(`Already in the library, left unchanged: ${report.skippedExisting.length}.`);
        console.log(
          `Phrases: ${report.phrases}, anchored ${report.phrasesAnchored}, not anchored ${report.phrasesNotAnchored.length}${report.phrasesAnchored + report.phrasesNotAnchored.length < report.phrases ? ', the rest wait for their text' : ''}.`,
        );
        for (const miss of report.phrasesNotAnchored)
          console.log(`  not anchored ${miss.uid} (${miss.where}): "${miss.phrase}"`);
        console.log(`Lines rejected: ${report.rejected.length}.`);
        printRejected(report);
        printTrimmed(report);
        if (report.textsUnmatched.length)
          console.log(`Texts rows matching no record (not used): ${report.textsUnmatched.length}.`);
        for (const r of report.textsUnmatched) console.log(`  unused ${r.file}:${r.line}: ${r.reason}`);
      });
      if (report.rejected.length) process.exitCode = 1;
    });

  importCommand
    .command('pack <file>')
    .description('import a scenario pack; conflicts are listed and left alone unless --replace names them')
    .option('--replace <uids...>', 'replace these conflicting scenarios (uids from the report)')
    .option('--replace-all', 'replace every conflicting scenario')
    .option('--dry-run', 'report what would happen without changing anything')
    .action(async (file: string, options: { replace?: string[]; replaceAll?: boolean; dryRun?: boolean }) => {
      const content = readInput(file);
      const request = { fileName: basename(file), content, replace: options.replace ?? [], dryRun: !!options.dryRun };
      if (options.replaceAll) {
        const preview = await run(globals, 'import.pack', { ...request, dryRun: true });
        request.replace = preview.conflicts.map((c) => c.uid);
      }
      const report = await run(globals, 'import.pack', request);
      printResult(!!globals().json, report, () => {
        console.log(
          `${report.dryRun ? 'Dry run: ' : ''}${report.scenarios} scenario(s) in the pack: ${report.added} new, ${report.identical} identical (unchanged), ${report.replaced} replaced, ${report.conflicts.length} in conflict.`,
        );
        for (const c of report.conflicts)
          console.log(
            `  conflict ${c.uid}: "${c.title}" differs from the library's "${c.existingTitle}" (use --replace ${c.uid})`,
          );
        if (report.culturesAdded.length) console.log(`Cultures added: ${report.culturesAdded.join(', ')}.`);
        if (report.batchId)
          console.log(`Import ${report.batchId}; undo with "culturecare imports undo ${report.batchId}".`);
        console.log(`Entries rejected: ${report.rejected.length}.`);
        printRejected(report);
        printTrimmed(report);
      });
      if (report.rejected.length) process.exitCode = 1;
    });

  program
    .command('export')
    .description('export scenarios (needs an instructor)')
    .command('pack')
    .description('write a scenario pack with annotations and responses')
    .requiredOption('--out <file>', 'where to write the pack')
    .option('--culture <id>', 'all scenarios of this culture')
    .option('--ids <ids...>', 'these scenario ids')
    .option('--sign', "keep authors' profile names and sign the pack with yours (left out by default)")
    .action(async (options: { out: string; culture?: string; ids?: string[]; sign?: boolean }) => {
      const ids = options.ids?.map((id) => {
        const n = Number(id);
        if (!Number.isInteger(n) || n <= 0) throw new AppError('invalid_request', `"${id}" is not a scenario id.`);
        return n;
      });
      const pack = await run(globals, 'export.pack', {
        ids,
        culture: options.culture,
        sign: !!options.sign,
      });
      writeFileSync(options.out, pack.content);
      printResult(!!globals().json, { file: options.out, scenarios: pack.scenarios }, () =>
        console.log(`Wrote ${pack.scenarios} scenario(s) to ${options.out}.`),
      );
    });

  const imports = program.command('imports').description('import history (needs an instructor)');
  imports
    .command('list')
    .description('list imports')
    .action(async () => {
      const batches = await run(globals, 'import.list', {});
      printResult(!!globals().json, batches, () =>
        printTable(batches, ['id', 'kind', 'fileName', 'scenarios', 'createdAt', 'undoneAt']),
      );
    });
  imports
    .command('undo <id>')
    .description('undo an import')
    .action(async (id: string) => {
      const result = await run(globals, 'import.undo', { batchId: Number(id) });
      printResult(!!globals().json, result, () =>
        console.log(`Undone: ${result.removed} scenario(s) removed, ${result.restored} restored.`),
      );
    });
}
