// Grade files the learning platforms' gradebook imports take as they are. Both are UTF-8 CSV with
// a header row and one row per student, one grade column per exercise.
// - Moodle (Grades → Import → CSV file): any columns; on import one column is chosen to identify
//   the user (we give "Email address" and "ID number", the LMS id) and each other column is mapped
//   to a grade item (or a new one).
// - Canvas (Gradebook → Import): the gradebook export's own layout: Student, ID, SIS User ID, SIS
//   Login ID, Section, then one column per assignment, and an optional second row "Points Possible".
//   Canvas matches a row by ID (the Canvas user number, which this app does not know and leaves
//   empty), else by SIS User ID (the LMS id) or SIS Login ID (we put the email there).
// The grading rule (the same for both): per trainee and exercise, the mean of the Rubric A "All"
// aggregate over the completed scenarios (released supervisor ratings first, else this computer's
// own judges; reported scores from a trainee's app never count), mapped from 1-5 to 0-100 and
// rounded to one decimal. No value: the cell stays empty, so the LMS keeps no grade rather than 0.
import type { Database } from 'better-sqlite3';
import type { ScoreViewer } from '../scores/access';
import Papa from 'papaparse';
import type { LmsGradesFile, LmsKind } from '../../../shared/exchange/types';
import { gradeRows, type GradeRow } from '../exports/grades';

export const GRADING_RULE =
  'Grade 0-100 per trainee and exercise: the mean of Rubric A "All" (1-5) over completed scenarios, (All - 1) / 4 x 100, one decimal. Released supervisor ratings count first, else this computer’s own AI judges; scores reported by a trainee’s app never count. Empty: no grade yet.';

export const gradeOutOf100 = (all: number | null | undefined): string =>
  all === null || all === undefined ? '' : String(Math.round(((all - 1) / 4) * 1000) / 10);

type Contact = { email: string | null; lmsId: string | null };

function contactOf(db: Database, profileId: number): Contact {
  const row = db
    .prepare(
      'SELECT coalesce(x.email, p.email) AS email, x.lms_id FROM profile p LEFT JOIN exchange_person x ON x.profile_id = p.id WHERE p.id = ?',
    )
    .get(profileId) as { email: string | null; lms_id: string | null } | undefined;
  return { email: row?.email ?? null, lmsId: row?.lms_id ?? null };
}

const csv = (fields: string[], data: string[][]) =>
  `${Papa.unparse({ fields, data }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;

/** The LMS grade file for the selection (one exercise or all). */
export async function lmsGrades(
  db: Database,
  args: { kind: LmsKind; exerciseId?: number; cohort?: string },
  viewer: ScoreViewer,
): Promise<LmsGradesFile> {
  // The same final scores as the grades CSV, with the same blind-first rule for the person exporting.
  const rows = await gradeRows(db, { exerciseId: args.exerciseId, cohort: args.cohort }, viewer);
  const exercises = [...new Map(rows.map((r) => [r.exercise.id, r.exercise])).values()];
  const byTrainee = new Map<number, GradeRow[]>();
  for (const r of rows) byTrainee.set(r.trainee.id, [...(byTrainee.get(r.trainee.id) ?? []), r]);
  const unmatched: string[] = [];
  const students: { name: string; contact: Contact; cohort: string | null; grades: Map<number, string> }[] = [];
  for (const [traineeId, list] of byTrainee) {
    const contact = contactOf(db, traineeId);
    const name = list[0]!.trainee.display_name;
    if (!contact.email && !contact.lmsId) {
      unmatched.push(name);
      continue;
    }
    students.push({
      name,
      contact,
      cohort: list[0]!.trainee.cohort,
      grades: new Map(list.map((r) => [r.exercise.id, gradeOutOf100(r.means['rubric-a']?.all)])),
    });
  }
  const gradeCells = (s: (typeof students)[number]) => exercises.map((e) => s.grades.get(e.id) ?? '');
  const stamp = new Date().toISOString().slice(0, 10);
  let content: string;
  if (args.kind === 'moodle') {
    content = csv(
      ['Email address', 'ID number', 'Full name', ...exercises.map((e) => e.title)],
      students.map((s) => [s.contact.email ?? '', s.contact.lmsId ?? '', s.name, ...gradeCells(s)]),
    );
  } else {
    content = csv(
      ['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', ...exercises.map((e) => e.title)],
      [
        ['Points Possible', '', '', '', '', ...exercises.map(() => '100')],
        ...students.map((s) => [
          s.name,
          '',
          s.contact.lmsId ?? '',
          s.contact.email ?? '',
          s.cohort ?? '',
          ...gradeCells(s),
        ]),
      ],
    );
  }
  return {
    kind: args.kind,
    fileName: `culturecare-grades-${args.kind}-${stamp}.csv`,
    content,
    rows: students.length,
    unmatched,
    rule: GRADING_RULE,
  };
}
