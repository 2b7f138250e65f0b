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

/** An exercise an instructor sends to trainees (signed JSON inside). */
export const EXERCISE_FILE: AppFileType = {
  extension: 'ccexercise',
  description: 'CultureCare exercise',
  mimeType: 'application/vnd.culturecare.exercise+json',
};

/** A trainee's attempts on an exercise, handed in to a supervisor (JSON inside). */
export const SUBMISSION_FILE: AppFileType = {
  extension: 'ccsubmission',
  description: 'CultureCare submission',
  mimeType: 'application/vnd.culturecare.submission+json',
};

/** A supervisor's released feedback for one trainee (JSON inside). */
export const FEEDBACK_FILE: AppFileType = {
  extension: 'ccfeedback',
  description: 'CultureCare feedback',
  mimeType: 'application/vnd.culturecare.feedback+json',
};

export const APP_FILE_TYPES: readonly AppFileType[] = [SCENARIO_PACK, EXERCISE_FILE, SUBMISSION_FILE, FEEDBACK_FILE];

/** The registered type of a file name, by its extension (case-insensitive), or null. */
export function appFileTypeOf(fileName: string): AppFileType | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return APP_FILE_TYPES.find((type) => type.extension === extension) ?? null;
}
