// Lexicon cues: regular expressions over folded text (see text.ts), with a weight and an id, and a matcher that returns their hits.

export interface Cue {
  id: string;
  re: RegExp;
  weight: number;
  /** The cue does not count when a negation governs it ("not lonely", "nicht allein", "لست وحيدا"). */
  negatable?: boolean;
  /** The pattern as written, and whether it is matched as whole words (see `cue`): for the lists' combined check. */
  pattern?: string;
  bounded?: boolean;
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
function lazyCue(id: string, pattern: string, bounded: boolean, weight: number, options: CueOptions): Cue {
  let compiled: RegExp | null = null;
  return {
    id,
    get re(): RegExp {
      compiled ??= new RegExp(bounded ? `${BEFORE}(?:${pattern})${AFTER}` : pattern, 'gu');
      return compiled;
    },
    weight,
    pattern,
    bounded,
    ...options,
  };
}

/**
 * A cue matched as whole words (Unicode-aware boundaries). Write patterns in folded form:
 * lower case, straight apostrophes, Arabic alef forms as bare alef and final yeh as yeh.
 */
export const cue = (id: string, pattern: string, weight = 1, options: CueOptions = {}): Cue =>
  lazyCue(id, pattern, true, weight, options);

/** A cue without word boundaries: for Chinese, for Arabic and Hebrew words that take attached prefixes, and for punctuation. */
export const rawCue = (id: string, pattern: string, weight = 1, options: CueOptions = {}): Cue =>
  lazyCue(id, pattern, false, weight, options);

/**
 * One expression that matches where any cue of a list matches: the whole-word cues under one pair of word boundaries (so a
 * position that does not start a word is rejected once, not once per cue), the others beside them. Built on first use of
 * a list (lists are module constants).
 */
const combined = new WeakMap<readonly Cue[], RegExp>();
function anyOf(cues: readonly Cue[]): RegExp {
  let re = combined.get(cues);
  if (!re) {
    const source = (c: Cue): string => c.pattern ?? c.re.source;
    const bounded = cues.filter((c) => c.bounded).map((c) => `(?:${source(c)})`);
    const raw = cues.filter((c) => !c.bounded).map((c) => `(?:${source(c)})`);
    const parts = bounded.length ? [`${BEFORE}(?:${bounded.join('|')})${AFTER}`, ...raw] : raw;
    re = new RegExp(parts.join('|'), 'u');
    combined.set(cues, re);
  }
  return re;
}

/** Texts up to this long (a sentence or two) are checked against a group of cues at once before the cues run one by one. */
const COMBINED_CHECK_CHARS = 400;

/** Cues checked together: a long list in groups, so that one cue matching does not make the whole list run. */
const GROUP_SIZE = 8;
const groupsOf = new WeakMap<readonly Cue[], (readonly Cue[])[]>();
function groups(cues: readonly Cue[]): (readonly Cue[])[] {
  let list = groupsOf.get(cues);
  if (!list) {
    list = [];
    for (let i = 0; i < cues.length; i += GROUP_SIZE) list.push(cues.slice(i, i + GROUP_SIZE));
    groupsOf.set(cues, list);
  }
  return list;
}

/** All hits of the cues in a folded text, in text order. */
export function findCues(text: string, cues: readonly Cue[]): CueHit[] {
  const hits: CueHit[] = [];
  for (const group of groups(cues)) {
    // Most sentences match no cue of a group: one combined check spares running each cue. (A long text usually matches
    // one somewhere, and the check would only add a pass over it.)
    if (group.length > 1 && text.length <= COMBINED_CHECK_CHARS && !anyOf(group).test(text)) continue;
    for (const c of group) {
      c.re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = c.re.exec(text)) !== null) {
        hits.push({ cue: c, start: m.index, end: m.index + m[0].length });
        if (m[0].length === 0) c.re.lastIndex++;
      }
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** True when any cue matches. */
export const anyCue = (text: string, cues: readonly Cue[]): boolean => cues.length > 0 && anyOf(cues).test(text);
