// The demographic values that are enumerations (written the same way across the library and the
// datasets it imports), each with a stable key for its translation. Anything else is free text and is
// shown as written, tagged with its own language.

/** Written value (lower case) → translation key. */
const KNOWN: Record<string, string> = {
  unknown: 'unknown',
  urban: 'urban',
  rural: 'rural',
  suburban: 'suburban',
  'small town': 'small_town',
  'small city': 'small_city',
  female: 'female',
  male: 'male',
  'non-binary': 'non_binary',
  single: 'single',
  married: 'married',
  divorced: 'divorced',
  widowed: 'widowed',
  engaged: 'engaged',
  separating: 'separating',
  separated: 'separated',
  cohabiting: 'cohabiting',
  'in a relationship': 'in_relationship',
  'in a relationship, cohabiting': 'in_relationship_cohabiting',
  student: 'student',
  employed: 'employed',
  'employed full-time': 'employed_full_time',
  'employed part-time': 'employed_part_time',
  unemployed: 'unemployed',
  retired: 'retired',
  'gig work': 'gig_work',
  'not working or studying': 'not_working_or_studying',
  'in vocational training': 'vocational_training',
  'university student': 'university_student',
  'college student': 'college_student',
  "master's student": 'masters_student',
  'university degree': 'university_degree',
  'graduate degree': 'graduate_degree',
  'university dropout': 'university_dropout',
  'middle class': 'middle_class',
  'working class': 'working_class',
  'upper middle class': 'upper_middle_class',
  muslim: 'muslim',
  christian: 'christian',
  jewish: 'jewish',
};

/** The translation key of a demographic value that is an enumeration, or null for free text. */
export function demographicValueKey(value: string): string | null {
  return KNOWN[value.trim().toLowerCase()] ?? null;
}

/** Every translation key, for the renderer's table (check:i18n sees the keys written out there). */
export const DEMOGRAPHIC_VALUE_KEYS: readonly string[] = [...new Set(Object.values(KNOWN))];
