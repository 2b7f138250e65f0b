// Rubric A (version 1): the seven automatic-evaluation items, each rated 1-5, with Emo., Cult. and All.
import { FIVE_POINT_SCALE } from './scales';
import type { Rubric, RubricItem } from './types';

type Anchors = readonly [string, string, string, string, string];

const item = (
  id: string,
  name: string,
  group: string,
  definition: string,
  question: string,
  anchors: Anchors,
): RubricItem => ({
  id,
  name,
  group,
  definition,
  question,
  scale: FIVE_POINT_SCALE,
  anchors: Object.fromEntries(anchors.map((text, i) => [String(i + 1), text])),
  higherIsBetter: true,
  origin: 'study',
});

export const RUBRIC_A_ITEMS: readonly RubricItem[] = [
  item(
    'empathy',
    'Empathy',
    'emotional_supportiveness',
    'How well the reply grasps what the poster is feeling and answers it with care that suits the moment.',
    "How well does the reply understand and respond to the poster's feelings?",
    [
      "The poster's feelings go unnoticed: the reply is cold, beside the point or brushes them off.",
      'Feelings are touched on only in passing or in stock phrases; the poster would hardly feel heard.',
      'The main emotions are named and some support is offered, but it stays general.',
      'Warm and attuned to what the poster feels, with small gaps or a few generic moments.',
      'Closely attuned care, specific to this poster, sincere in tone and well timed.',
    ],
  ),
  item(
    'helpfulness',
    'Helpfulness',
    'emotional_supportiveness',
    'How far the reply offers concrete help the poster could actually use for the problem they describe.',
    "How much practical, usable help does the reply give for this poster's problem?",
    [
      'No usable help, or help aimed at a different problem.',
      'Advice so generic it could be given to anyone.',
      'Somewhat helpful, but vague about what to do.',
      'Practical suggestions that fit the situation.',
      'Clear, specific steps shaped to this poster that they could act on.',
    ],
  ),
  item(
    'socio_political_influence',
    'Socio-political influence',
    'cultural_awareness',
    'Awareness of the social, political and institutional structures around the poster (family and community systems, religious bodies, migration, money, law) and of how they shape the problem.',
    'How well does the reply take into account the social and political structures that bear on the poster?',
    [
      'Ignores or contradicts these structures, or blames the poster for pressures that come from them.',
      'Treats the problem as purely personal where the surrounding structures plainly matter.',
      'Neutral: structures are left aside or mentioned only on the surface.',
      'Shows solid awareness of how the surrounding structures affect the poster.',
      'Deep awareness that names and validates the systemic pressures the poster faces.',
    ],
  ),
  item(
    'knowledge',
    'Knowledge',
    'cultural_awareness',
    "Accurate, specific knowledge of the poster's culture, used without stereotyping.",
    "How accurate and specific is the reply's knowledge of the poster's culture?",
    [
      'Wrong or stereotyped claims about the culture, or the culture is ignored altogether.',
      'Thin, generic cultural references with little substance.',
      'Broadly sensitive to the culture, but unspecific.',
      'Clear and respectful, with correct cultural specifics.',
      'Nuanced, accurate cultural knowledge, applied well to this poster.',
    ],
  ),
  item(
    'cultural_context',
    'Cultural context',
    'cultural_awareness',
    "Whether the reply understands the problem from inside the poster's cultural frame, such as family honour, duty towards parents, stigma, religious expectations, or collective before individual priorities.",
    "How well does the reply see the problem within the poster's own cultural frame?",
    [
      "Dismisses or passes judgement on the poster's cultural frame.",
      'Misreads the cultural frame or overlooks it.',
      'Culturally neutral: the frame is neither used nor violated.',
      'Good awareness of the cultural frame, with small generalisations.',
      "Firmly grounded in the poster's own frame of reference.",
    ],
  ),
  item(
    'fluency',
    'Fluency',
    'language_quality',
    'Grammatical, clear and natural language that reads smoothly.',
    'How fluent, clear and natural is the language of the reply?',
    [
      'Hard to follow: broken sentences or many errors.',
      'Frequent errors or awkward wording that get in the way of the meaning.',
      'Understandable, with noticeable errors or stiff phrasing.',
      'Clear and natural, with only minor slips.',
      'Polished and natural from start to finish; easy to read.',
    ],
  ),
  item(
    'communication',
    'Communication',
    'language_quality',
    "Whether tone and register fit this poster's emotional state and cultural expectations (how direct, how formal, collective or individual framing) without sounding patronising or clinical.",
    'How well do the tone and register of the reply suit this poster?',
    [
      'The tone is wrong for the poster: harsh, condescending, cold or clinical.',
      'The tone is often misjudged for this poster.',
      'An acceptable but generic tone.',
      'A well-judged tone with small lapses.',
      'Tone and register fit the poster closely: respectful, natural and at the right distance.',
    ],
  ),
];

export const RUBRIC_A: Rubric = {
  id: 'rubric-a',
  version: 1,
  name: 'Rubric A: automatic evaluation',
  description: 'Seven items rated 1-5 by a judge that sees the post and the reply; one judgement per item.',
  groups: [
    { id: 'emotional_supportiveness', name: 'Emotional supportiveness' },
    { id: 'cultural_awareness', name: 'Cultural awareness' },
    { id: 'language_quality', name: 'Language quality' },
  ],
  items: RUBRIC_A_ITEMS,
  aggregates: [
    { id: 'emo', name: 'Emo.', inputs: ['empathy', 'helpfulness'] },
    { id: 'cult', name: 'Cult.', inputs: ['socio_political_influence', 'knowledge', 'cultural_context'] },
    { id: 'all', name: 'All', inputs: ['emo', 'cult'] },
  ],
};
