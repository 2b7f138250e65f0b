// The risk level of a text (none / elevated / acute) from the risk cues of its language(s), as a pure function: the same
// cues set the risk of imported scenarios and drive the analyzer's risk_ignored flag. A cue does not count when it is
// negated ("I would never hurt myself"), denied right after ("... is not an option for me"), or quoted from someone else
// ('my aunt said "you will kill yourself with work"'); a quote the writer introduces as their own thought still counts,
// with or without a pronoun ("I keep thinking '...'", "חשבתי '...'", "心里想「...」").
import type { RiskLevel, TextLanguage } from '../../../shared/domain/vocabulary';
import { anyCue, cueLanguage, findCues } from './lexicon/cue';
import { AR_RISK_CUES } from './lexicon/risk-ar';
import type { RiskCategory, RiskCue, RiskTier } from './lexicon/risk-cue';
import { DE_RISK_CUES } from './lexicon/risk-de';
import { EN_RISK_CUES } from './lexicon/risk-en';
import { HE_RISK_CUES } from './lexicon/risk-he';
import { ZH_RISK_CUES } from './lexicon/risk-zh';
import { deniedAfter, insideQuotes, isNegated } from './negation';
import { splitSentences } from './sentences';
import { fold, unfoldRange, type Folded } from './text';

export interface RiskHit {
  id: string;
  category: RiskCategory;
  tier: RiskTier;
  /** Offsets into the original text. */
  start: number;
  end: number;
  text: string;
}

export interface RiskAssessment {
  level: RiskLevel;
  /** The strongest tier found: 0 none, 1 hopelessness only, 2 thoughts/burden/self-harm/abuse, 3 intent, plan or danger. */
  tier: 0 | RiskTier;
  categories: RiskCategory[];
  hits: RiskHit[];
}

const CUES_BY_LANGUAGE: Record<TextLanguage, RiskCue[]> = {
  en: EN_RISK_CUES,
  de: DE_RISK_CUES,
  ar: AR_RISK_CUES,
  he: HE_RISK_CUES,
  zh: ZH_RISK_CUES,
};

/** Words that make a thought imminent: ideation with one of these in the same sentence counts as acute. */
const IMMINENT =
  /(?<![\p{L}])(?:tonight|right now|this weekend|heute nacht|heute abend|noch heute|jetzt gleich|diese nacht|الليلة|هالليلة|הלילה|עוד הלילה)(?![\p{L}])|今晚|今天晚上|现在就|馬上|马上/u;

/** A first-person speech or thought verb before a quote: the writer quoting their own thought ("I keep thinking 'I want to die'"). */
const OWN_QUOTE =
  /(?<![\p{L}])(?:i|i've|i'm|ich|انا|أنا|אני)(?![\p{L}])[^"]{0,40}(?:think|thought|thinking|tell myself|told myself|say to myself|wrote|typed|texted|whisper|denke|dachte|sage mir|schrieb|بفكر|افكر|أفكر|قلت لنفسي|חושב|חושבת|אמרתי לעצמי)|我(?:想|心里|对自己说|写)/u;

/**
 * The same without a pronoun, where the verb form or a reflexive makes the thought the writer's own (Arabic, Hebrew and
 * Chinese drop the pronoun): "قلت في نفسي", "بقول لحالي", "بفكر"; "חשבתי", "אומרת לעצמי"; "心里想", "对自己说" (folded).
 */
const OWN_QUOTE_NO_PRONOUN =
  /(?:قلت|بقول|اقول|حكيت|بحكي|احكي|فكرت|بفكر|افكر)(?: مع)? (?:لنفسي|لحالي|في نفسي|في سري|بيني وبين نفسي)|(?<![\p{L}])(?:و|ف)?(?:بفكر|بافكر|افكر)(?![\p{L}])|(?<![\p{L}])(?:في|ف) (?:راسي|بالي|عقلي|قلبي)(?![\p{L}])|חשבתי|אמרתי (?:לעצמי|בלב)|כתבתי|הקלדתי|לחשתי|(?:חושב|חושבת|אומר|אומרת|לוחש|לוחשת) לעצמי|ב(?:ראש|לב) שלי|(?<!(?:他|她|他们|她们|妈|爸|妈妈|爸爸|别人)的?)(?:心里|心裡|脑子里|腦子裡|脑海里)|(?:对|對|跟)自己(?:说|說|讲|講)/u;

/** Which languages' cue sets to run: the declared language, plus every language whose script the text contains (posts mix languages). */
function cueLanguages(text: string, language: TextLanguage | null | undefined): TextLanguage[] {
  const langs = new Set<TextLanguage>();
  if (language) langs.add(language);
  if (/\p{Script=Latin}/u.test(text)) {
    langs.add('en');
    langs.add('de');
  }
  if (/\p{Script=Arabic}/u.test(text)) langs.add('ar');
  if (/\p{Script=Hebrew}/u.test(text)) langs.add('he');
  if (/\p{Script=Han}/u.test(text)) langs.add('zh');
  return [...langs];
}

/**
 * Whether any of the languages' risk cues occurs, in one pass per language (anyCue): most texts have none, and on a long
 * post that pass costs a small part of running the cues one by one. Only when one occurs are the cues run one by one (for
 * every hit, its offsets, and the negation and quote checks).
 */
const mayHaveRisk = (text: string, languages: readonly TextLanguage[]): boolean =>
  languages.some((language) => anyCue(text, CUES_BY_LANGUAGE[language]));

/**
 * Start offsets of the sentences of a folded text (quotes and imminence are judged within a sentence), split by the
 * rules of the text's declared language (German "usw." before a capitalised noun does not end a sentence).
 */
function sentenceStarts(original: string, folded: Folded, language: TextLanguage | null | undefined): number[] {
  // Sentences come in text order and the map rises, so one forward walk finds each start.
  let at = 0;
  return splitSentences(original, language ?? 'en').map((s) => {
    while (at < folded.map.length && (folded.map[at] as number) < s.start) at++;
    return at < folded.map.length ? at : -1;
  });
}

function counts(folded: Folded, starts: readonly number[], hit: { start: number; end: number; cue: RiskCue }): boolean {
  const lang = cueLanguage(hit.cue.id);
  const text = folded.text;
  if (isNegated(text, hit.start, lang) || deniedAfter(text, hit.end, lang)) return false;
  const sentenceStart = Math.max(0, ...starts.filter((s) => s >= 0 && s <= hit.start));
  if (insideQuotes(text, sentenceStart, hit.start)) {
    const before = text.slice(sentenceStart, hit.start);
    const quoteAt = Math.max(before.lastIndexOf('"'), before.lastIndexOf("'"), before.search(/[\u300c\u300e]/u));
    const lead = before.slice(0, Math.max(0, quoteAt));
    return OWN_QUOTE.test(lead) || OWN_QUOTE_NO_PRONOUN.test(lead);
  }
  return true;
}

/** The risk cues of a text and the level they add up to. `language` is the text's declared language, when known. */
export function assessRisk(text: string, language?: TextLanguage | null, folded: Folded = fold(text)): RiskAssessment {
  const none: RiskAssessment = { level: 'none', tier: 0, categories: [], hits: [] };
  if (!text.trim()) return none;
  const languages = cueLanguages(text, language);
  if (!mayHaveRisk(folded.text, languages)) return none;
  const starts = sentenceStarts(text, folded, language);
  const hits: RiskHit[] = [];
  const cues = languages.flatMap((l) => CUES_BY_LANGUAGE[l]);
  for (const hit of findCues(folded.text, cues) as { start: number; end: number; cue: RiskCue }[]) {
    if (!counts(folded, starts, hit)) continue;
    const range = unfoldRange(folded, hit.start, hit.end);
    let tier = hit.cue.tier;
    // Thoughts of suicide with a time that makes them imminent are acute.
    if (tier === 2 && hit.cue.category === 'suicide') {
      const sentenceStart = Math.max(0, ...starts.filter((s) => s >= 0 && s <= hit.start));
      const next = starts.find((s) => s > hit.start) ?? folded.text.length;
      if (IMMINENT.test(folded.text.slice(sentenceStart, next))) tier = 3;
    }
    hits.push({
      id: hit.cue.id,
      category: hit.cue.category,
      tier,
      start: range.start,
      end: range.end,
      text: text.slice(range.start, range.end),
    });
  }
  const top = hits.reduce<0 | RiskTier>((max, h) => (h.tier > max ? h.tier : max), 0);
  return {
    level: top === 3 ? 'acute' : top === 2 ? 'elevated' : 'none',
    tier: top,
    categories: [...new Set(hits.map((h) => h.category))],
    hits,
  };
}

/** The risk level of a text for a scenario: none, elevated (thoughts, burden, self-harm, abuse) or acute (intent, plan, danger). */
export const riskLevel = (text: string, language?: TextLanguage | null): RiskLevel => assessRisk(text, language).level;
