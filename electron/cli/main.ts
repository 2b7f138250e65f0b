// The `culturecare` command line: scripted work over the same services as the app.
import { Command, CommanderError, Option } from 'commander';
import { ROLES, type Role } from '../../shared/domain/profile';
import { ApiCallError } from '../../shared/api/client';
import { AppError } from '../services/errors';
import { APP_VERSION } from '../services/app-version';
import { apiOf, openCliServices, type GlobalOptions } from './context';
import { checkDatabase } from './db-check';
import { addDbCommands } from './db-commands';
import { addAnalyzeCommand } from './analyze-command';
import { addExchangeCommands } from './exchange-commands';
import { addExportCommands } from './export-commands';
import { addGenerateCommand } from './generate-command';
import { addJudgeCommands } from './judge-commands';
import { addLibraryCommands } from './library-commands';
import { addServeCommand } from './serve-command';
import { EXIT, printResult, printTable } from './output';

const program = new Command('culturecare')
  .description('CultureCare Trainer command line')
  .version(APP_VERSION)
  .option('--data-dir <dir>', 'data folder (default: the user-data folder, or $CULTURECARE_DATA_DIR)')
  .option('--json', 'print machine-readable JSON')
  .option('--as <profile>', 'act as this profile (name or id)')
  .option('--as-passcode <passcode>', 'passcode for --as (or $CULTURECARE_AS_PASSCODE)')
  .exitOverride()
  .showHelpAfterError();

const globals = (): GlobalOptions => program.opts<GlobalOptions>();

async function withServices<T>(run: (services: Awaited<ReturnType<typeof openCliServices>>) => Promise<T>): Promise<T> {
  const services = await openCliServices(globals());
  try {
    return await run(services);
  } finally {
    services.stop();
  }
}

const profiles = program.command('profiles').description('local profiles');

profiles
  .command('list')
  .description('list profiles')
  .action(() =>
    withServices(async (services) => {
      const list = await apiOf(services).call('profiles.list', {});
      printResult(!!globals().json, list, () => printTable(list, ['id', 'displayName', 'role', 'cohort', 'createdAt']));
    }),
  );

profiles
  .command('create')
  .description('create a profile (instructor and supervisor profiles need --passcode)')
  .requiredOption('--name <name>', 'display name or pseudonym')
  .addOption(new Option('--role <role>', 'role').choices(ROLES).default('trainee'))
  .option('--passcode <passcode>', 'passcode for instructor or supervisor (or $CULTURECARE_PASSCODE)')
  .option('--cohort <cohort>', 'cohort or class')
  .action((options: { name: string; role: Role; passcode?: string; cohort?: string }) =>
    withServices(async (services) => {
      const passcode =
        options.passcode ?? (options.role === 'trainee' ? undefined : process.env.CULTURECARE_PASSCODE || undefined);
      const created = await apiOf(services).call('profiles.create', {
        displayName: options.name,
        role: options.role,
        passcode,
        cohort: options.cohort ?? null,
      });
      printResult(!!globals().json, created, () =>
        console.log(`Created ${created.role} profile "${created.displayName}" (id ${created.id}).`),
      );
    }),
  );

const db = program.command('db').description('database tools: check, backup, backups, restore');
addDbCommands(db, globals);
db.command('check')
  .description('check the database integrity and schema version (read-only)')
  .action(() => {
    const report = checkDatabase(globals().dataDir);
    printResult(!!globals().json, report, () => {
      console.log(`Database: ${report.path}`);
      console.log(`Schema version: ${report.schemaVersion ?? '-'} (this app: ${report.latestVersion})`);
      if (report.integrity.length) console.log(`Integrity: ${report.integrity.join('; ')}`);
      if (report.problem) console.log(report.problem);
    });
    if (!report.ok) process.exitCode = EXIT.failed;
  });

addLibraryCommands(program, globals);
addExportCommands(program, globals);
addJudgeCommands(program, globals);
addGenerateCommand(program, globals);
addAnalyzeCommand(program, globals);
addServeCommand(program, globals);
addExchangeCommands(program, globals);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  } else if (error instanceof AppError || error instanceof ApiCallError) {
    if (globals().json) console.log(JSON.stringify({ error: { code: error.code, message: error.message } }));
    else console.error(`Error: ${error.message}`);
    process.exitCode = error.code === 'invalid_request' ? EXIT.usage : EXIT.failed;
  } else {
    console.error(error);
    process.exitCode = EXIT.failed;
  }
}
