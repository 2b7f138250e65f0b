// Evaluates the fast analyzer's support-strategy labels on CultureCare annotation files: every annotated support phrase is
// analysed as one reply, its most frequent sentence strategy is compared with the expert label.
// Usage: npm run eval:analyzer -- --culturecare FILE.jsonl [--culturecare FILE2.jsonl] [--with-post-phrases]
//        [--lexicon-only] [--errors] [--json]
// The files are read for evaluation only; nothing from them is stored.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Command } from 'commander';
import { createAnalyzer } from '../electron/services/analyzer/analyzer';
import { readSupportPhrases, type SupportPhrase } from '../electron/services/analyzer/eval/culturecare-phrases';
import { formatReport } from '../electron/services/analyzer/eval/format';
import { evaluatePhrases } from '../electron/services/analyzer/eval/run-eval';

const program = new Command('eval-analyzer')
  .requiredOption(
    '--culturecare <file>',
    'a CultureCare annotation file (JSONL); repeat for several',
    (v: string, prev: string[]) => [...prev, v],
    [] as string[],
  )
  .option(
    '--with-post-phrases',
    "give the analyzer the post's annotated phrases as the post (default: the phrase alone)",
  )
  .option('--lexicon-only', 'run without the sentence encoder')
  .option('--strict-vote', 'let sentences without any evidence (labelled Others by default) vote in the phrase label')
  .option('--errors', 'list every phrase the analyzer labels differently from the expert')
  .option('--json', 'print one JSON object')
  .parse();
const opts = program.opts<{
  culturecare: string[];
  withPostPhrases?: boolean;
  lexiconOnly?: boolean;
  strictVote?: boolean;
  errors?: boolean;
  json?: boolean;
}>();

const phrases: SupportPhrase[] = [];
const files: { file: string; phrases: number; unlabelled: number; rejected: { line: number; reason: string }[] }[] = [];
for (const file of opts.culturecare) {
  const read = readSupportPhrases(readFileSync(file, 'utf8'));
  phrases.push(...read.phrases);
  files.push({
    file: basename(file),
    phrases: read.phrases.length,
    unlabelled: read.unlabelled,
    rejected: read.rejected,
  });
}
if (phrases.length === 0) {
  console.error('No labelled support phrases found in the given file(s).');
  process.exit(1);
}

const analyzer = await createAnalyzer(opts.lexiconOnly ? { encoder: null } : {});
const { overall, byCulture, byLanguage, predictions } = await evaluatePhrases(analyzer, phrases, {
  withPostPhrases: opts.withPostPhrases ?? false,
  strictVote: opts.strictVote ?? false,
});
await analyzer.dispose();

if (opts.json) {
  console.log(JSON.stringify({ files, encoder: analyzer.hasEncoder, overall, byCulture, byLanguage }, null, 2));
} else {
  for (const f of files) {
    console.log(`${f.file}: ${f.phrases} labelled support phrases, ${f.unlabelled} without a strategy`);
    for (const r of f.rejected) console.log(`  line ${r.line} skipped: ${r.reason}`);
  }
  console.log(
    `analyzer: encoder ${analyzer.hasEncoder ? 'on' : 'off'}; input: ${opts.withPostPhrases ? 'phrase + post phrases' : 'phrase alone'}; phrase label: most frequent sentence strategy${opts.strictVote ? ' (every sentence votes)' : ' (sentences without evidence vote only when no sentence has any)'}`,
  );
  console.log('');
  console.log(formatReport('all files', overall));
  const cultures = Object.keys(byCulture);
  if (cultures.length > 1) {
    for (const c of cultures) {
      const r = byCulture[c];
      if (r)
        console.log(
          `\n${c}: ${r.n} phrases, accuracy ${r.accuracy.toFixed(3)}, macro-F1 ${r.macroF1.toFixed(3)}, majority baseline ${r.majority.accuracy.toFixed(3)}`,
        );
    }
  }
  console.log('\nby language the analyzer detected (fastText; short phrases are often unsure):');
  for (const [language, r] of Object.entries(byLanguage))
    console.log(
      `  ${language.padEnd(14)}${String(r.n).padStart(4)} phrases, accuracy ${r.accuracy.toFixed(3)}, macro-F1 ${r.macroF1.toFixed(3)}, majority baseline ${r.majority.accuracy.toFixed(3)}`,
    );
  if (opts.errors) {
    console.log('\nerrors (expert -> analyzer):');
    for (const p of predictions)
      if (p.predicted !== p.phrase.strategy)
        console.log(`  [${p.phrase.strategy} -> ${p.predicted}] (${p.language}, ${p.sentences} s.) ${p.phrase.phrase}`);
  }
}
