// The role-card attributes read from the scenario itself (no seed): the stressor from the distress
// phrases and themes, the cultural frame from the cultural-signal phrases and the culture's norms,
// the known demographics, and 1-4 key life events taken from the post's own sentences.
import { helpSeekingNorms, type HelpSeekingNorms } from './culture-norms';

/** What a role card is built from: the scenario's post, culture, demographics and annotations. */
export type CardSource = {
  cultureId: string;
  cultureName: string;
  postText: string;
  demographics: Readonly<Record<string, string>>;
  themes: readonly string[];
  /** The post's annotated phrases: distress (label = intensity) and cultural signals (label = type). */
  spans: readonly { kind: string; label: string | null; phrase: string }[];
};

export type DerivedAttributes = {
  stressor: string;
  culturalFrame: string;
  demographics: Record<string, string>;
  lifeEvents: string[];
  helpSeekingNorms: HelpSeekingNorms;
};

/** Stressor categories for the library's themes (the first theme with a category names the stressor). */
const THEME_CATEGORY: Readonly<Record<string, string>> = {
  'strict-parenting': 'Family conflict',
  'parents-living-through-child': 'Family conflict',
  'verbal-abuse': 'Family conflict',
  'childhood-hurt': 'Family conflict',
  'lgbtq-rejection': 'Rejection by family',
  'marriage-pressure': 'Family pressure to marry',
  'mental-illness-dismissed': 'Mental-health struggles that others dismiss',
  'religion-instead-of-care': 'Mental-health struggles that others dismiss',
  exhaustion: 'Exhaustion and burnout',
  'achievement-pressure': 'Academic or work pressure',
  'school-pressure': 'Academic or work pressure',
  identity: 'Identity and belonging',
  masculinity: 'Identity and belonging',
  'gender-roles': 'Gender-role expectations',
  conversion: 'Identity and belonging',
  'relationship-conflict': 'Relationship problems',
  divorce: 'Separation and divorce',
  isolation: 'Loneliness and isolation',
  'drinking-culture': 'Loneliness and isolation',
  migration: 'Migration and uprooting',
  'money-shame': 'Money worries and shame',
  'community-stigma': 'Community stigma',
  'observant-life': 'Strains of religious life',
  'personal-prayer': 'Strains of religious life',
  'clergy-support': 'Strains of religious life',
  grief: 'Loss and grief',
};

const INTENSITY_RANK: Readonly<Record<string, number>> = { high: 3, moderate: 2, light: 1 };

/** Cuts a text at a word boundary to at most `max` characters, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function deriveStressor(source: CardSource): string {
  const category = source.themes.map((t) => THEME_CATEGORY[t]).find((c) => c !== undefined) ?? 'Personal distress';
  const themes = source.themes.map((t) => t.replace(/-/g, ' '));
  const distress = source.spans
    .filter((s) => s.kind === 'distress' && s.phrase.trim())
    .map((s, order) => ({ s, order, rank: INTENSITY_RANK[s.label ?? ''] ?? 0 }))
    .sort((a, b) => b.rank - a.rank || a.order - b.order)[0]?.s;
  const text = `${category}${themes.length ? ` (${themes.join(', ')})` : ''}${distress ? `; what weighs most, in their words: "${clip(distress.phrase, 180)}"` : ''}`;
  return clip(text, 400);
}

export function deriveCulturalFrame(source: CardSource, norms: HelpSeekingNorms): string {
  const max = 800;
  let text = '';
  const signals = source.spans.filter((s) => s.kind === 'cultural_signal' && s.phrase.trim());
  if (signals.length) {
    const parts: string[] = [];
    for (const s of signals) {
      const part = `${s.label ?? 'signal'}: "${clip(s.phrase, 120)}"`;
      if ('Signals in the post: '.length + [...parts, part].join('; ').length + 1 > max - 250) break;
      parts.push(part);
    }
    if (parts.length) text = `Signals in the post: ${parts.join('; ')}.`;
  }
  return clip(`${text || 'The post carries no marked cultural signals.'} ${norms.familyRole}`, max);
}

/** Known demographics only ("unknown" and blanks are left out), each at most 120 characters. */
export function knownDemographics(demographics: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(demographics)
      .filter(([, value]) => value.trim() !== '' && value.trim().toLowerCase() !== 'unknown')
      .map(([field, value]) => [field, clip(value, 120)]),
  );
}

/** Words that mark a sentence as telling something that happened (per post language, by script). */
const EVENT_MARKERS: readonly RegExp[] = [
  /\b(last|ago|since|when|after|before|years?|months?|weeks?|yesterday|recently|finally|used to|told|left|moved|died|passed away|lost|started|quit|broke up|divorced|married|engaged|born|found out|failed)\b/i,
  /\b(letzte[nmrs]?|vor (einem|einer|zwei|drei|\d+)|seit|als (ich|er|sie|wir|mein)|nachdem|jahre?n?|monate?n?|wochen?|gestern|früher|damals|gesagt|verlassen|gestorben|getrennt|geschieden|geheiratet|angefangen|abgebrochen|verloren)\b/i,
  /(منذ|عندما|لما|قبل|بعد|سنة|سنوات|شهر|أشهر|الماضي|توفي|تزوج|طلق|انتقل|قال|قالت)/,
  /(לפני|מאז|כאשר|אחרי|שנים|שנה|חודש|נפטר|התחתנ|התגרש|עברנו|אמר|אמרה|השידוך)/,
  /(去年|上个|以前|之前|之后|后来|那时|当时|小时候|已经|年前|个月|告诉|离开|去世|分手|结婚|离婚|搬)/,
];

function sentencesOf(post: string): string[] {
  return post
    .split(/(?<=[.!?。！？؟])\s*|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length >= 12);
}

/** Up to four sentences of the post that tell events (by marker count), in the post's order; at least the first sentence. */
export function deriveLifeEvents(postText: string): string[] {
  const sentences = sentencesOf(postText);
  const scored = sentences.map((sentence, index) => {
    const isQuestion = /[?？؟]$/u.test(sentence);
    const markers = EVENT_MARKERS.reduce(
      (n, re) => n + (sentence.match(new RegExp(re.source, `${re.flags}g`))?.length ?? 0),
      0,
    );
    const digits = /\d/.test(sentence) ? 1 : 0;
    return { sentence, index, score: isQuestion ? 0 : markers + digits };
  });
  const chosen = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 4)
    .sort((a, b) => a.index - b.index)
    .map((s) => clip(s.sentence, 300));
  if (chosen.length) return chosen;
  return [clip(sentences[0] ?? postText, 300)];
}

export function deriveAttributes(source: CardSource): DerivedAttributes {
  const religion = knownDemographics(source.demographics).religion ?? null;
  const norms = helpSeekingNorms(source.cultureId, religion);
  return {
    stressor: deriveStressor(source),
    culturalFrame: deriveCulturalFrame(source, norms),
    demographics: knownDemographics(source.demographics),
    lifeEvents: deriveLifeEvents(source.postText),
    helpSeekingNorms: norms,
  };
}
