// Definitions of the annotation labels (distress intensity, cultural-signal type) given to the generator.
import type { CulturalSignalType, DistressIntensity } from '../../domain/vocabulary';

export const INTENSITY_DEFINITIONS: Readonly<Record<DistressIntensity, string>> = {
  light: 'the feeling is present but held back or understated',
  moderate: 'the feeling is stated plainly and visibly affects the poster, without overwhelming them',
  high: 'the feeling is strong, emphasised and overwhelming',
};

export const SIGNAL_TYPE_DEFINITIONS: Readonly<Record<CulturalSignalType, string>> = {
  Concepts: 'ideas, objects or beliefs that carry a meaning particular to the culture',
  Knowledge: 'things learned through schooling or practice, such as religious rules or how an education system works',
  Values: 'what the culture holds important, ranked above other things',
  'Norms and Morals': 'the rules of everyday conduct and the reasoning about what a good person does',
  Language: 'slang, dialect or wording that belongs to the culture',
  Artifacts: 'material things made or used in the culture, such as food, objects or religious items',
  Demographics: 'statements of nationality or ethnic belonging',
};
