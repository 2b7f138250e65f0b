// Validates assets/library/*.json against the library schema: `npx tsx scripts/validate-library.ts [file...]`.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findLibraryProblems, libraryCultureFileSchema } from '../shared/library/schema';

const dir = join(import.meta.dirname, '..', 'assets', 'library');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(dir, f));
let failed = false;
for (const file of files) {
  const parsed = libraryCultureFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    failed = true;
    console.log(`${file}: schema errors`);
    for (const issue of parsed.error.issues) console.log(`  ${issue.path.join('.')}: ${issue.message}`);
    continue;
  }
  const problems = findLibraryProblems(parsed.data);
  for (const p of problems) console.log(`${file}: ${p.scenarioId}: ${p.message}`);
  if (problems.length) failed = true;
  const langs = parsed.data.scenarios.map((s) => s.language).join(',');
  console.log(`${file}: ${parsed.data.scenarios.length} scenarios [${langs}] ${problems.length ? 'PROBLEMS' : 'ok'}`);
}
process.exit(failed ? 1 : 0);
