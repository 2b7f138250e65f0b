// Limits on what an import may hold, so a hostile or broken file cannot exhaust memory or make a
// scenario unusable: a whole file, one text, one phrase, the annotations on one text, the responses
// of one scenario, and how deeply a pack entry may nest. What goes over is cut and reported.

/** Largest import file, in bytes (checked before reading it). */
export const MAX_IMPORT_BYTES = 20_000_000;

export const IMPORT_LIMITS = {
  /** Characters of one post or response text (the editor allows the same). */
  textChars: 20_000,
  /** Characters of one annotated phrase. */
  phraseChars: 1_000,
  /** Annotations on one text (a post, or one response). */
  spansPerText: 500,
  /** Responses of one scenario in a pack. */
  responsesPerScenario: 50,
  /** Nesting of one pack entry (objects and arrays inside each other). */
  jsonDepth: 32,
} as const;

/** "20 MB": the file limit as people read it (decimal megabytes, as file managers show). */
export const maxImportMegabytes = (): number => MAX_IMPORT_BYTES / 1_000_000;
