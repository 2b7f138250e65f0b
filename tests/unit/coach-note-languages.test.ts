// The automatic coach's note in each of the five languages, from the real fast analyzer on sentences
// written for this test: the changes it finds, suggestions that quote the reply and are written in
// the reply's language, and a reply that already reflects and asks getting neither change.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAutomaticNote } from '../../shared/coach/automatic-note';
import { coachNoteSchema } from '../../shared/coach/note';
import { templateSentence } from '../../shared/coach/templates';
import type { TextLanguage } from '../../shared/domain/vocabulary';
import { createAnalyzer, type Analyzer } from '../../electron/services/analyzer';

let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = await createAnalyzer();
}, 60_000);

/** An advice-only reply per language (no feeling reflected, no question), to a post about exam pressure at home. */
const CASES: { lang: TextLanguage; post: string; reply: string }[] = [
  {
    lang: 'en',
    post: 'My parents expect top marks and I feel like a failure every evening at the dinner table.',
    reply: 'You should make a study plan. Talk to your teacher tomorrow.',
  },
  {
    lang: 'de',
    post: 'Meine Eltern erwarten nur Bestnoten und ich fühle mich jeden Abend am Esstisch wie eine Versagerin.',
    reply: 'Du solltest einen Lernplan machen. Sprich morgen mit deiner Lehrerin.',
  },
  {
    lang: 'ar',
    post: 'يتوقع والداي أعلى الدرجات، وأشعر كل مساء على مائدة العشاء أنني فاشلة.',
    reply: 'يجب أن تضعي خطة للمذاكرة. تحدثي مع معلمتك غداً.',
  },
  {
    lang: 'he',
    post: 'ההורים שלי מצפים לציונים הכי גבוהים ואני מרגישה כמו כישלון כל ערב ליד שולחן האוכל.',
    reply: 'את צריכה להכין תוכנית לימודים. דברי עם המורה שלך מחר.',
  },
  {
    lang: 'zh',
    post: '我父母只接受最高分，每天晚上在饭桌上我都觉得自己是个失败者。',
    reply: '你应该制定一个学习计划。明天去和老师谈谈。',
  },
];

describe('the automatic note in five languages', () => {
  for (const c of CASES) {
    it(`${c.lang}: finds the missing reflection and question, and suggests sentences in ${c.lang}`, async () => {
      const analysis = await analyzer.analyze({ reply: c.reply, post: c.post, postLanguage: c.lang });
      const note = coachNoteSchema.parse(
        buildAutomaticNote({ analysis, reply: c.reply, language: c.lang, itemScores: null, suggestions: true }),
      );
      expect(note.replyLanguage).toBe(c.lang);
      expect(note.kinds).toEqual(expect.arrayContaining(['no_reflection', 'no_question']));
      expect(note.changes.length).toBeGreaterThanOrEqual(1);
      expect(note.suggestions.length).toBeGreaterThanOrEqual(1);
      for (const s of note.suggestions) {
        expect(c.reply).toContain(s.replaces);
        expect(s.text).not.toBe(s.replaces);
      }
      const languageTemplates = (['reflect', 'question'] as const).map((k) => templateSentence(c.lang, k, null));
      expect(note.suggestions.some((s) => languageTemplates.some((t) => s.text.includes(t)))).toBe(true);
    });
  }

  it('does not ask a reply that reflects and asks for either', async () => {
    const reply =
      'It sounds like you feel ashamed and alone at that table every evening. What would you want your parents to understand?';
    const analysis = await analyzer.analyze({ reply, post: CASES[0]!.post, postLanguage: 'en' });
    const note = buildAutomaticNote({ analysis, reply, language: 'en', itemScores: null, suggestions: true });
    expect(note.kinds).not.toContain('no_question');
    expect(note.kinds).not.toContain('no_reflection');
    expect(note.strengths.map((s) => s.kind)).toEqual(expect.arrayContaining(['question']));
  });

  it('uses the weakest rubric item to choose the changes only when scores may be used', async () => {
    const c = CASES[0]!;
    const analysis = await analyzer.analyze({ reply: c.reply, post: c.post, postLanguage: 'en' });
    const helpfulnessWeakest = new Map([
      ['empathy', 4],
      ['helpfulness', 1],
    ]);
    const withScores = buildAutomaticNote({
      analysis,
      reply: c.reply,
      language: 'en',
      itemScores: helpfulnessWeakest,
      suggestions: false,
    });
    expect(withScores.changes[0]!.kind).toBe('no_question');
    const without = buildAutomaticNote({
      analysis,
      reply: c.reply,
      language: 'en',
      itemScores: null,
      suggestions: false,
    });
    expect(without.changes[0]!.kind).not.toBe('no_question');
    expect(without.suggestions).toEqual([]);
  });
});
