// The coach's note without a model: assembled from the fast analyzer's signals on the reply (strategies
// per sentence, the post's signals engaged, safety flags, the language check) and the rubric items each
// kind of change bears on. Explanations are i18n keys (by kind) so the note reads in every interface
// language; suggested sentences come from templates in the reply's language.
import type { AnalysisResult, SentenceSignal } from '../analyzer/types';
import type { TextLanguage } from '../domain/vocabulary';
import {
  CHANGE_KINDS,
  CHANGE_RUBRIC_ITEM,
  MAX_NOTE_ITEMS,
  type ChangeKind,
  type CoachNote,
  type NoteChange,
  type NoteStrength,
  type NoteSuggestion,
} from './note';
import { joinSentences, templateSentence, type TemplateKind } from './templates';

export type AutomaticNoteInput = {
  analysis: AnalysisResult;
  reply: string;
  language: TextLanguage;
  /** Rubric item -> score, only when the exercise lets the note use scores; null: use none. */
  itemScores: ReadonlyMap<string, number> | null;
  suggestions: boolean;
};

type Finding = NoteChange & { sentence: SentenceSignal | null; phrase: string | null };

const sentenceText = (reply: string, s: SentenceSignal) => reply.slice(s.start, s.end);

const has = (a: AnalysisResult, strategy: SentenceSignal['strategy']) =>
  a.sentences.some((s) => s.strategy === strategy);

/** The most intense unengaged distress phrase, else any distress phrase. */
function distressPhrase(a: AnalysisResult): string | null {
  const rank = (label: string | null) => (label === 'high' ? 0 : label === 'moderate' ? 1 : 2);
  const distress = a.spans.filter((s) => s.kind === 'distress').sort((x, y) => rank(x.label) - rank(y.label));
  return (distress.find((s) => !s.engaged) ?? distress[0])?.phrase ?? null;
}

function findings(input: AutomaticNoteInput): Finding[] {
  const { analysis: a, reply } = input;
  const out: Finding[] = [];
  const first = a.sentences[0] ?? null;
  const replyEvidence = (flag: AnalysisResult['flags'][number]) =>
    flag.evidence.find((e) => e.where === 'reply') ?? null;
  const postEvidence = (flag: AnalysisResult['flags'][number]) => flag.evidence.find((e) => e.where === 'post') ?? null;
  const sentenceAt = (start: number | null) =>
    start === null ? null : (a.sentences.find((s) => s.start <= start && start < s.end) ?? null);
  const push = (
    kind: ChangeKind,
    sentence: SentenceSignal | null,
    postQuote: string | null,
    replyQuote?: string | null,
  ) =>
    out.push({
      kind,
      text: null,
      replyQuote: replyQuote ?? (sentence ? sentenceText(reply, sentence) : null),
      postQuote,
      sentence,
      phrase: postQuote,
    });

  const harmful = a.flags.find((f) => f.code === 'harmful_reply');
  if (harmful) {
    const ev = replyEvidence(harmful);
    push('harmful_reply', sentenceAt(ev?.start ?? null), distressPhrase(a), ev?.text ?? null);
  }
  const risk = a.flags.find((f) => f.code === 'risk_ignored');
  if (risk) push('risk_unanswered', first, postEvidence(risk)?.text ?? null, null);
  if (a.language.matches === false) push('wrong_language', null, null, null);
  const minimising = a.flags.find((f) => f.code === 'minimising' || f.code === 'toxic_positivity');
  if (minimising) {
    const ev = replyEvidence(minimising);
    push('minimising', sentenceAt(ev?.start ?? null), distressPhrase(a), ev?.text ?? null);
  }
  const clash = a.flags.find((f) => f.code === 'frame_clash');
  if (clash) {
    const ev = replyEvidence(clash);
    const signal = postEvidence(clash)?.text ?? a.spans.find((s) => s.kind === 'cultural_signal')?.phrase ?? null;
    push('frame_clash', sentenceAt(ev?.start ?? null), signal, ev?.text ?? null);
  }
  const missedSignal = a.spans.find((s) => s.kind === 'cultural_signal' && !s.engaged);
  if (missedSignal) push('signal_not_engaged', first, missedSignal.phrase, null);
  const reflects = has(a, 'Reflection of Feelings');
  if (!reflects && a.sentences.length > 0) push('no_reflection', first, distressPhrase(a));
  const firstAdvice = a.sentences.find((s) => s.strategy === 'Providing Suggestions');
  if (firstAdvice) {
    const understoodBefore = a.sentences.some(
      (s) =>
        s.index < firstAdvice.index &&
        (s.strategy === 'Reflection of Feelings' || s.strategy === 'Restatement or Paraphrasing'),
    );
    if (!understoodBefore) push('advice_too_early', firstAdvice, distressPhrase(a));
  }
  if (!has(a, 'Questions') && a.sentences.length > 0) push('no_question', a.sentences.at(-1) ?? null, null);
  return out;
}

function strengths(input: AutomaticNoteInput): NoteStrength[] {
  const { analysis: a, reply } = input;
  const list: NoteStrength[] = [];
  const engaged = a.spans.find((s) => s.engaged && s.sentenceIndex !== null);
  const sentence = (i: number | null) => (i === null ? null : (a.sentences.find((s) => s.index === i) ?? null));
  if (engaged) {
    const s = sentence(engaged.sentenceIndex);
    list.push({
      kind: 'signal_engaged',
      text: null,
      replyQuote: s ? sentenceText(reply, s) : null,
      postQuote: engaged.phrase,
    });
  }
  const byStrategy: [SentenceSignal['strategy'], NoteStrength['kind']][] = [
    ['Reflection of Feelings', 'reflection'],
    ['Questions', 'question'],
    ['Restatement or Paraphrasing', 'paraphrase'],
    ['Affirmation and Reassurance', 'affirmation'],
  ];
  for (const [strategy, kind] of byStrategy) {
    const s = a.sentences.find((x) => x.strategy === strategy);
    if (s) list.push({ kind, text: null, replyQuote: sentenceText(reply, s), postQuote: null });
  }
  if (list.length === 0) list.push({ kind: 'own_words', text: null, replyQuote: null, postQuote: null });
  return list.slice(0, MAX_NOTE_ITEMS);
}

const TEMPLATE_OF: Partial<Record<ChangeKind, { template: TemplateKind; mode: 'before' | 'after' | 'replace' }>> = {
  risk_unanswered: { template: 'risk', mode: 'before' },
  no_reflection: { template: 'reflect', mode: 'before' },
  advice_too_early: { template: 'reflect', mode: 'before' },
  signal_not_engaged: { template: 'signal', mode: 'after' },
  no_question: { template: 'question', mode: 'after' },
  minimising: { template: 'validate', mode: 'replace' },
  harmful_reply: { template: 'validate', mode: 'replace' },
  frame_clash: { template: 'frame', mode: 'replace' },
};

function suggestionFor(input: AutomaticNoteInput, finding: Finding): NoteSuggestion | null {
  const recipe = TEMPLATE_OF[finding.kind];
  const replaces = finding.sentence ? sentenceText(input.reply, finding.sentence) : null;
  if (!recipe || !replaces?.trim()) return null;
  const added = templateSentence(input.language, recipe.template, finding.phrase);
  const text =
    recipe.mode === 'replace'
      ? added
      : recipe.mode === 'before'
        ? joinSentences(input.language, added, replaces)
        : joinSentences(input.language, replaces, added);
  return { replaces, text };
}

/** Changes that always come first, whatever the scores. */
const PINNED: ReadonlySet<ChangeKind> = new Set(['harmful_reply', 'risk_unanswered']);

/** The note's changes: when scores may be used, the weakest rubric items first, else the fixed order of urgency. */
export function buildAutomaticNote(input: AutomaticNoteInput): CoachNote {
  const found = findings(input);
  const urgency = (k: ChangeKind) => CHANGE_KINDS.indexOf(k);
  const ORDER: ChangeKind[] = [
    'harmful_reply',
    'risk_unanswered',
    'wrong_language',
    'minimising',
    'frame_clash',
    'signal_not_engaged',
    'no_reflection',
    'advice_too_early',
    'no_question',
  ];
  const rank = (k: ChangeKind) => ORDER.indexOf(k);
  const scores = input.itemScores;
  const sorted = [...found].sort((x, y) => {
    // A harmful passage, then risk, are always first; otherwise the weakest rubric item, then urgency.
    if (PINNED.has(x.kind) || PINNED.has(y.kind)) return rank(x.kind) - rank(y.kind);
    if (scores) {
      const sx = scores.get(CHANGE_RUBRIC_ITEM[x.kind]) ?? Infinity;
      const sy = scores.get(CHANGE_RUBRIC_ITEM[y.kind]) ?? Infinity;
      if (sx !== sy) return sx - sy;
    }
    return rank(x.kind) - rank(y.kind) || urgency(x.kind) - urgency(y.kind);
  });
  const chosen = sorted.slice(0, MAX_NOTE_ITEMS);
  const suggestions: NoteSuggestion[] = [];
  if (input.suggestions) {
    for (const finding of chosen) {
      const s = suggestionFor(input, finding);
      if (s && !suggestions.some((x) => x.replaces === s.replaces)) suggestions.push(s);
    }
  }
  return {
    strengths: strengths(input),
    changes: chosen.map(({ kind, text, replyQuote, postQuote }) => ({ kind, text, replyQuote, postQuote })),
    suggestions,
    kinds: [...new Set(found.map((f) => f.kind))],
    replyLanguage: input.language,
  };
}
