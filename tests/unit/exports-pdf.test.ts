// PDF reports: produced by the app, opened with pdf.js, every page rendered to PNG
// (test-results/screens/report-*.png, looked at by eye) and the extracted text checked: the
// trainee's latest reply with the supervisor's comment and overall comment, the released ratings,
// the scores table; the exercise report's trainees and class row; labels in the interface
// language (Arabic, right to left); the description shown before writing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportDescription, ExportFile } from '../../shared/domain/review';
import { buildClass, COMMENT, NAMES, OVERALL, REPLIES, type ClassFixture } from '../fixtures/exports/class-fixture';
import { renderPdf, savePages, squash } from '../fixtures/exports/render-pdf';

let s: ClassFixture;
beforeAll(async () => (s = await buildClass()), 60_000);
afterAll(() => s.cleanup());

async function pdfOf(request: Record<string, unknown>): Promise<{ file: ExportFile; pdf: Buffer }> {
  const run = await s.task<ExportFile>('exports.create', request);
  expect(run.value.encoding).toBe('base64');
  expect(run.value.mimeType).toBe('application/pdf');
  const pdf = Buffer.from(run.value.content, 'base64');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { file: run.value, pdf };
}

describe('trainee report (PDF)', () => {
  it('renders every page, with the latest reply, the supervisor’s comment and overall comment', async () => {
    const { file, pdf } = await pdfOf({ kind: 'trainee_pdf', traineeId: s.people.tam });
    expect(file.fileName).toMatch(/^report-trainee-Tam-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { pages, info } = await renderPdf(pdf);
    expect(info.Title).toBe(`Trainee report: ${NAMES.tam}`);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    savePages(pages, 'report-trainee');
    // No page is blank (the footer alone inks about 0.1% of a page; a page of text a few percent).
    for (const page of pages) expect(page.ink).toBeGreaterThan(0.0015);
    expect(pages[0]!.ink).toBeGreaterThan(0.02);
    const text = squash(pages.map((p) => p.text).join(' '));
    expect(text).toContain('Trainee report');
    expect(text).toContain('Cohort: Group A');
    // The latest reply with released feedback is the zh-03 one: its final version, not the draft.
    expect(text).toContain(squash(REPLIES.tamZhFinal));
    expect(text).not.toContain(REPLIES.tamZhDraft);
    expect(text).toContain(COMMENT.quote);
    expect(text).toContain(COMMENT.body);
    expect(text).toContain(OVERALL);
    expect(text).toContain('Released ratings');
    expect(text).toContain('AI judge, accepted by the supervisor');
    expect(text).toContain('Not applicable');
    // Scores over time: both completed scenarios, the chart's aggregates and the rubric B table.
    expect(text).toContain('Scores over time');
    expect(text).toMatch(/Emo\./);
    expect(text).toContain('Rubric B');
    expect(text).toMatch(/page 1 of \d/);
  });

  it('says so when no feedback has been released, and renders Arabic, Hebrew and Chinese text', async () => {
    for (const [who, name] of [
      ['noor', 'report-trainee-noor'],
      ['wang', 'report-trainee-wang'],
      ['uli', 'report-trainee-uli'],
    ] as const) {
      const { pdf } = await pdfOf({ kind: 'trainee_pdf', traineeId: s.people[who] });
      const { pages } = await renderPdf(pdf);
      savePages(pages, name);
      const text = squash(pages.map((p) => p.text).join(' '));
      expect(text).toContain('No supervisor feedback has been released for this reply yet.');
    }
  });

  it('uses the interface language for its labels (Arabic, right to left)', async () => {
    s.settings.setLanguage('ar');
    try {
      const description = await s.call<ExportDescription>('exports.describe', {
        kind: 'trainee_pdf',
        traineeId: s.people.tam,
      });
      expect(description.fields.find((f) => f.name === 'latest_reply')!.description).toMatch(/أحدث ردّ/);
      const { pdf } = await pdfOf({ kind: 'trainee_pdf', traineeId: s.people.tam });
      const { pages, info } = await renderPdf(pdf);
      expect(info.Title).toBe(`تقرير المتدرّب: ${NAMES.tam}`);
      savePages(pages, 'report-trainee-ar');
      // English user text stays as written inside the Arabic report.
      expect(squash(pages.map((p) => p.text).join(' '))).toContain(COMMENT.body);
    } finally {
      s.settings.setLanguage('en');
    }
  });

  it('is still a complete report for a trainee who has not started', async () => {
    const newcomer = await s.profiles.create(s.session.profile, { displayName: 'Newcomer', role: 'trainee' });
    const { pdf } = await pdfOf({ kind: 'trainee_pdf', traineeId: newcomer.id });
    const { pages } = await renderPdf(pdf);
    expect(pages).toHaveLength(1);
    const text = squash(pages[0]!.text);
    expect(text).toContain('No cohort');
    expect(text).toContain('No completed scenario has a score yet.');
    expect(text).toContain('No reply has been written yet.');
  });

  it('needs a trainee, and an existing one', async () => {
    expect((await s.failure('exports.describe', { kind: 'trainee_pdf' })).code).toBe('invalid_request');
    expect((await s.failure('exports.describe', { kind: 'trainee_pdf', traineeId: 9999 })).code).toBe('not_found');
    expect((await s.failure('exports.describe', { kind: 'trainee_pdf', traineeId: s.people.supervisor })).code).toBe(
      'not_found',
    );
  });
});

describe('exercise report (PDF)', () => {
  it('describes its sections and renders the summary per trainee, item means and the class distribution', async () => {
    const description = await s.call<ExportDescription>('exports.describe', {
      kind: 'exercise_pdf',
      exerciseId: s.exercise1.id,
    });
    expect(description.fields.map((f) => f.name)).toEqual([
      'header',
      'summary_per_trainee',
      'item_means',
      'class_distribution',
    ]);
    expect(description.rows).toBe(2);
    expect(description.fileName).toMatch(/^report-exercise-Family-pressure-\d{4}-\d{2}-\d{2}\.pdf$/);

    const { pdf } = await pdfOf({ kind: 'exercise_pdf', exerciseId: s.exercise1.id });
    const { pages } = await renderPdf(pdf);
    savePages(pages, 'report-exercise');
    const text = squash(pages.map((p) => p.text).join(' '));
    expect(text).toContain('Family pressure');
    expect(text).toContain('Summary per trainee');
    expect(text).toContain(NAMES.tam);
    expect(text).toContain('2 of 3');
    expect(text).toContain('All trainees');
    expect(text).toContain('Class distribution per item');
    // Tam's Rubric A All (3.06) and the class's empathy mean over the three completed scenarios ((5 + 2 + 3) / 3).
    expect(text).toContain('3.06');
    expect(text).toContain('3.33');
  });

  it('says so when nobody is assigned', async () => {
    const empty = await s.createExercise({ title: 'Not yet assigned', assignees: { profileIds: [], cohorts: [] } });
    const { pdf } = await pdfOf({ kind: 'exercise_pdf', exerciseId: empty.id });
    const { pages } = await renderPdf(pdf);
    expect(squash(pages.map((p) => p.text).join(' '))).toContain('No trainee is assigned to this exercise yet.');
    expect((await s.failure('exports.describe', { kind: 'exercise_pdf' })).code).toBe('invalid_request');
  });

  it('renders the second exercise in Chinese', async () => {
    s.settings.setLanguage('zh');
    try {
      const { pdf } = await pdfOf({ kind: 'exercise_pdf', exerciseId: s.exercise2.id });
      const { pages } = await renderPdf(pdf);
      savePages(pages, 'report-exercise-zh');
      expect(squash(pages.map((p) => p.text).join(' '))).toContain('全体学员');
    } finally {
      s.settings.setLanguage('en');
    }
  });
});
