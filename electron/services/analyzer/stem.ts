// Light suffix-stripping stemmers for English and German: enough to match "hoping"/"hope" or "Gefühle"/"Gefühl" across a post and a reply.

const undouble = (w: string): string => (/([bdfgklmnprt])\1$/.test(w) ? w.slice(0, -1) : w);

const EN_SUFFIXES: [string, string][] = [
  ['ational', 'ate'],
  ['fulness', 'ful'],
  ['iveness', 'ive'],
  ['ousness', 'ous'],
  ['ization', 'ize'],
  ['isation', 'ize'],
  ['ation', 'ate'],
  ['ingly', ''],
  ['edly', ''],
  ['ness', ''],
  ['ment', ''],
  ['ities', 'ity'],
  ['ies', 'y'],
  ['ied', 'y'],
  ['ing', ''],
  ['ed', ''],
  ['ly', ''],
  ['sses', 'ss'],
  ['es', 'e'],
  ['s', ''],
];

export function stemEn(word: string): string {
  let w = word.replace(/'s$/, '').replace(/'$/, '');
  if (w.length <= 3) return w;
  for (const [suffix, replacement] of EN_SUFFIXES) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    if (base.length < 3) continue;
    if (suffix === 's' && /(?:ss|us|is)$/.test(w)) continue;
    if (suffix === 'ly' && w.endsWith('ily')) continue;
    w = base + replacement;
    if (suffix === 'ing' || suffix === 'ed' || suffix === 'edly' || suffix === 'ingly') w = undouble(w);
    break;
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('y')) w = `${w.slice(0, -1)}i`;
  return w;
}

const DE_SUFFIXES = [
  'enden',
  'endes',
  'ender',
  'ende',
  'end',
  'ern',
  'em',
  'en',
  'er',
  'es',
  'est',
  'et',
  'st',
  'e',
  's',
  't',
];
const DE_UMLAUT: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };

export function stemDe(word: string): string {
  let w = word.replace(/[äöüß]/g, (c) => DE_UMLAUT[c] ?? c);
  if (w.length <= 4) return w;
  // Inflection (noun and adjective endings, verb endings -st/-t/-et, participles -end/-ende), at most two layers
  // ("leichter" -> "leicht" -> "leich", like "leicht" -> "leich").
  for (let pass = 0; pass < 2; pass++) {
    const suffix = DE_SUFFIXES.find((x) => w.endsWith(x) && w.length - x.length >= 4);
    if (!suffix) break;
    w = w.slice(0, -suffix.length);
  }
  return w;
}

/** Strips one common attached prefix (Arabic wa-/fa-/bi-/li-/al-, Hebrew ha-/ve-/be-/le-/mi-/she-) from a word of that script. */
export function stripSemiticPrefix(word: string): string {
  if (/^\p{Script=Arabic}/u.test(word)) {
    const m = /^(?:وال|بال|فال|كال|لل|ال|و|ف|ب|ل)(.{3,})$/u.exec(word);
    return m?.[1] ?? word;
  }
  if (/^\p{Script=Hebrew}/u.test(word)) {
    const m = /^(?:וה|וב|ול|שה|מה|כש|ה|ו|ב|ל|מ|ש|כ)(.{3,})$/u.exec(word);
    return m?.[1] ?? word;
  }
  return word;
}
