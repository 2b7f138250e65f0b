// Lexicon cues: regular expressions over folded text (see text.ts), with a weight and an id, and a matcher that returns their hits.

export interface Cue {
  id: string;
  re: RegExp;
  weight: number;
  /** The cue does not count when a negation governs it ("not lonely", "nicht allein", "لست وحيدا"). */
  negatable?: boolean;
  /** For a cue whose pattern sits between boundary checks: the checks and the pattern apart (see anyCueExpression). */
  framed?: Framed;
}

/** A pattern between a check before it and one after it (e.g. word boundaries, or Arabic or Hebrew attached prefixes). */
export interface Framed {
  before: string;
  pattern: string;
  after: string;
}

export interface CueOptions {
  negatable?: boolean;
}

export interface CueHit {
  cue: Cue;
  /** Offsets into the folded text that was searched. */
  start: number;
  end: number;
}

const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';

/**
 * A cue whose regular expression is compiled when it is first used: the lexicons hold thousands of
 * Unicode-aware patterns, and compiling them all at import took a fifth of a second of every start-up.
 */
function lazyCue(id: string, source: string, weight: number, options: CueOptions & { framed?: Framed }): Cue {
  let compiled: RegExp | null = null;
  return {
    id,
    get re(): RegExp {
      compiled ??= new RegExp(source, 'gu');
      return compiled;
    },
    weight,
    ...options,
  };
}

/**
 * A cue matched as whole words (Unicode-aware boundaries). Write patterns in folded form:
 * lower case, straight apostrophes, Arabic alef forms as bare alef and final yeh as yeh.
 */
/** The language of a cue from its id (<kind>.<language>.<name>; English when the id names none). */
export const cueLanguage = (id: string): string => id.split('.')[1] ?? 'en';

export const cue = (id: string, pattern: string, weight = 1, options: CueOptions = {}): Cue =>
  framedCue(id, { before: BEFORE, pattern, after: AFTER }, weight, options);

/** A cue whose pattern sits between a check before and one after it. */
export const framedCue = (id: string, framed: Framed, weight = 1, options: CueOptions = {}): Cue =>
  lazyCue(id, `${framed.before}(?:${framed.pattern})${framed.after}`, weight, { ...options, framed });

/** A cue without word boundaries: for Chinese, for Arabic and Hebrew words that take attached prefixes, and for punctuation. */
export const rawCue = (id: string, pattern: string, weight = 1, options: CueOptions = {}): Cue =>
  lazyCue(id, pattern, weight, options);

/** All hits of the cues in a folded text, in text order. */
export function findCues(text: string, cues: readonly Cue[]): CueHit[] {
  const hits: CueHit[] = [];
  for (const c of cues) {
    c.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = c.re.exec(text)) !== null) {
      hits.push({ cue: c, start: m.index, end: m.index + m[0].length });
      if (m[0].length === 0) c.re.lastIndex++;
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

const anyCueExpressions = new WeakMap<readonly Cue[], RegExp>();

/**
 * One expression that matches where any of the cues does: cues framed by the same checks (word boundaries, attached
 * prefixes) share one pair of them, the others stand beside them as they are. Measured on the library's long posts: about
 * 5 times faster than an alternation of the cues as they are, which is itself about 7 times faster than running the cues
 * one by one (an alternation of the strategy cues was slower: use this for lists checked whole, such as risk, help and
 * frame cues). Built once per list.
 */
export function anyCueExpression(cues: readonly Cue[]): RegExp {
  let expression = anyCueExpressions.get(cues);
  if (!expression) {
    const frames = new Map<string, { before: string; after: string; patterns: string[] }>();
    const others: string[] = [];
    for (const c of cues) {
      if (!c.framed) {
        others.push(`(?:${c.re.source})`);
        continue;
      }
      const { before, pattern, after } = c.framed;
      const key = `${before}\u0000${after}`;
      const frame = frames.get(key) ?? { before, after, patterns: [] };
      frame.patterns.push(`(?:${pattern})`);
      frames.set(key, frame);
    }
    const parts = [...[...frames.values()].map((f) => `${f.before}(?:${f.patterns.join('|')})${f.after}`), ...others];
    // An empty list matches nothing.
    expression = new RegExp(parts.length ? parts.join('|') : '(?!)', 'u');
    anyCueExpressions.set(cues, expression);
  }
  return expression;
}

/** True when any cue matches. */
export const anyCue = (text: string, cues: readonly Cue[]): boolean => anyCueExpression(cues).test(text);
