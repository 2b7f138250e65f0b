// Wraps user text (names) in Unicode first-strong isolates so it keeps its own direction inside
// translated sentences: "Layla H." stays intact in an Arabic sentence and vice versa.
export const isolate = (text: string): string => `\u2068${text}\u2069`;
