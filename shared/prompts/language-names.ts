// English names of post languages, so a prompt can name the language it asks the model to answer in.
const NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'German',
  ar: 'Arabic',
  he: 'Hebrew',
  zh: 'Chinese',
};

/** 'de' -> 'German'; an unknown code or a name is returned as given (trimmed); empty -> null. */
export function languageName(language: string | null | undefined): string | null {
  const trimmed = language?.trim();
  if (!trimmed) return null;
  return NAMES[trimmed.toLowerCase()] ?? trimmed;
}
