// What every import does to its text before reading it: a byte-order mark at the start belongs to
// the file, not to line 1; characters that stand for bytes that were not valid UTF-8 (U+FFFD, what
// every decoder puts in their place) make the line or entry unreadable, and are reported.
export const REPLACEMENT_CHARACTER = '\uFFFD';

export const withoutByteOrderMark = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

export const hasInvalidUtf8 = (text: string): boolean => text.includes(REPLACEMENT_CHARACTER);

export const INVALID_UTF8_REASON =
  'contains bytes that are not valid UTF-8 (shown as \uFFFD); save the file as UTF-8 and import it again';
