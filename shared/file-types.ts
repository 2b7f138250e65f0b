// The app's own file types: what the installers register with the operating system (double-click
// opens CultureCare Trainer) and what the desktop app accepts when the OS hands it a file.
// Pure data; packaging/builder.config.ts and electron/main.ts both read it.

export type AppFileType = {
  /** Extension without the dot, lower case. */
  extension: string;
  /** Shown by the OS file manager (the OS does not localise it). */
  description: string;
  mimeType: string;
};

/** Scenario packs: scenarios with annotations and responses, shared between instructors (JSON inside). */
export const SCENARIO_PACK: AppFileType = {
  extension: 'ccpack',
  description: 'CultureCare scenario pack',
  mimeType: 'application/vnd.culturecare.pack+json',
};

// ---------------------------------------------------------------------------------------------
// EXCHANGE FILES (reserved; added by the exercise-exchange work, not yet produced by the app):
//   .ccexercise   an exercise sent from an instructor to trainees
//   .ccsubmission a trainee's completed attempt sent back
//   .ccfeedback   a supervisor's released feedback sent to the trainee
// When they exist, declare each like SCENARIO_PACK above and add it to APP_FILE_TYPES below: the
// installers then register it, and the desktop app accepts it when the OS opens one.
// ---------------------------------------------------------------------------------------------
export const RESERVED_EXCHANGE_EXTENSIONS = ['ccexercise', 'ccsubmission', 'ccfeedback'] as const;

export const APP_FILE_TYPES: readonly AppFileType[] = [SCENARIO_PACK];

/** The registered type of a file name, by its extension (case-insensitive), or null. */
export function appFileTypeOf(fileName: string): AppFileType | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return APP_FILE_TYPES.find((type) => type.extension === extension) ?? null;
}
