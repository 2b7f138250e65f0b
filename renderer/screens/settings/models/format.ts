// Sizes, percentages and language lists formatted for the interface language.
const UNITS = [
  { unit: 'gigabyte', size: 1e9 },
  { unit: 'megabyte', size: 1e6 },
  { unit: 'kilobyte', size: 1e3 },
] as const;

/** Decimal units as the model hub lists them: 483 MB, 1.6 GB. */
export function formatBytes(bytes: number, locale: string): string {
  const { unit, size } = UNITS.find((u) => bytes >= u.size) ?? UNITS[2];
  const value = bytes / size;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

export function formatPercent(done: number, total: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(total > 0 ? Math.min(done / total, 1) : 0);
}

/** "English, German and Arabic" in the interface language. */
export function formatLanguages(codes: readonly string[], locale: string): string {
  const names = new Intl.DisplayNames(locale, { type: 'language' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(codes.map((code) => names.of(code) ?? code));
}

/** A link text for a source page: the address without https:// and without a trailing slash. */
export const linkText = (url: string): string => url.replace(/^https:\/\//, '').replace(/\/$/, '');
