// Removes people's names from free text in the research export (replies, critiques, comments,
// rationales): every profile display name on this computer, in any letter case, becomes "[name]".
// Names are matched as whole words ("Al" in "Also" is left alone), except names in Chinese or
// Japanese script, which are written without spaces and are matched wherever they occur.
export const NAME_PLACEHOLDER = '[name]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD = '[\\p{L}\\p{N}\\p{M}]';

export function nameRedactor(names: readonly string[]): (text: string) => string {
  const distinct = [...new Set(names.map((n) => n.trim()).filter((n) => n.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (distinct.length === 0) return (text) => text;
  // Longest names first, so "Tam Lee" is replaced whole before "Tam" could match.
  const alternatives = distinct.map((name) =>
    UNSPACED_SCRIPT.test(name) ? escapeRegExp(name) : `(?<!${WORD})${escapeRegExp(name)}(?!${WORD})`,
  );
  const pattern = new RegExp(alternatives.join('|'), 'giu');
  return (text) => text.replace(pattern, NAME_PLACEHOLDER);
}
