// Hill's Exploration-Insight-Action helping model as a rubric for whole role-play conversations:
// nine dimensions (three per stage), each rated 1-5, with anchors written for this project.
import { EIA_DIMENSIONS, type EiaDimension } from '../domain/roleplay';
import { FIVE_POINT_SCALE } from '../rubrics/scales';
import type { Rubric, RubricItem } from '../rubrics/types';

type Anchors = readonly [string, string, string, string, string];

const item = (
  id: EiaDimension,
  name: string,
  group: 'exploration' | 'insight' | 'action',
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

export const EIA_ITEMS: readonly RubricItem[] = [
  item(
    'empathic_understanding',
    'Empathic Understanding',
    'exploration',
    "How accurately the listener grasps the help-seeker's feelings and situation and shows it, turn by turn, as the conversation unfolds.",
    "How well does the listener understand the help-seeker's feelings and situation and convey that understanding?",
    [
      'The listener misses or ignores what the help-seeker feels; replies talk past them.',
      'Understanding is shown only in stock phrases, or feelings are misread more often than caught.',
      'The main feelings are recognised and named, but the understanding stays on the surface.',
      "Accurate, warm understanding through most of the conversation, following the help-seeker's shifts with small lapses.",
      'Consistently precise understanding that deepens as the help-seeker reveals more, including what they only hint at.',
    ],
  ),
  item(
    'encouragement_of_emotional_expression',
    'Encouragement of Emotional Expression',
    'exploration',
    'Whether the listener makes room for feelings: inviting them, staying with them, and not hurrying past or shutting them down.',
    'How well does the listener invite and support the expression of feelings?',
    [
      'Feelings are cut off, corrected or steered away from.',
      'Feelings are allowed but not invited; the listener moves on quickly to facts or fixes.',
      'Some invitations to say more about feelings, without much staying with them.',
      'The listener regularly invites feelings and stays with them before moving on.',
      'A safe space for feeling throughout: gentle invitations, patience with strong emotion, and no rush.',
    ],
  ),
  item(
    'exploration_of_thoughts_and_narratives',
    'Exploration of Thoughts and Narratives',
    'exploration',
    'How far the listener helps the help-seeker tell their story and examine their own thoughts, with open questions and following their lead.',
    "How well does the listener explore the help-seeker's story and thinking?",
    [
      'No exploration: the listener assumes, or asks nothing that opens the story.',
      'Closed or leading questions that narrow the story down to what the listener expects.',
      'Some open questions, though important threads are left unexplored.',
      "Open, well-paced questions that follow the help-seeker's own threads.",
      "A thorough, respectful exploration that brings out the story's key events, meanings and cultural context.",
    ],
  ),
  item(
    'establish_trusting_foundation',
    'Establish a Trusting Foundation',
    'insight',
    'Whether the listener builds enough trust and safety that the help-seeker can look at their situation in a new way.',
    'How well does the listener build trust and safety in the conversation?',
    [
      'The help-seeker becomes more guarded or withdraws because of how the listener acts.',
      'Little trust is built; the tone is distant, judging or inconsistent.',
      'A polite, workable connection without much depth.',
      'Clear trust: the help-seeker opens up more as the conversation goes on.',
      'A strong, respectful alliance in which the help-seeker shares what they had held back.',
    ],
  ),
  item(
    'assess_readiness_for_insight',
    'Assess Readiness for Insight',
    'insight',
    'Whether the listener checks that the help-seeker is ready before offering new perspectives, and holds back when they are not.',
    'How well does the listener judge whether the help-seeker is ready for new perspectives?',
    [
      'Interpretations are pushed regardless of how the help-seeker responds.',
      'Readiness is rarely considered; new views arrive before the help-seeker feels heard.',
      "Some attention to readiness, but the listener's timing is uneven.",
      'The listener mostly waits for signs of readiness and adjusts when met with resistance.',
      'Careful reading of readiness throughout, checking before offering anything new and pacing accordingly.',
    ],
  ),
  item(
    'gentle_challenges_and_interpretations',
    'Use Gentle Challenges and Interpretations',
    'insight',
    'Whether the listener offers tentative interpretations or gentle challenges that help the help-seeker see patterns, within their cultural frame.',
    'How well does the listener use gentle challenges and interpretations to deepen understanding?',
    [
      "Challenges are harsh or judging, or dismiss the help-seeker's cultural frame.",
      'Interpretations are imposed, off the mark, or absent where they were clearly needed.',
      'Some reasonable interpretations, offered without much tact or follow-through.',
      'Tentative, respectful interpretations that the help-seeker can take up or set aside.',
      "Well-timed, tactful interpretations that fit the help-seeker's frame and lead to new understanding.",
    ],
  ),
  item(
    'clarify_desired_change',
    'Clarify the Desired Change',
    'action',
    'Whether the listener helps the help-seeker say what they want to be different, in their own terms.',
    'How well does the listener help clarify what change the help-seeker wants?',
    [
      'The listener decides what should change, or never asks what the help-seeker wants.',
      "Change is discussed only in the listener's terms.",
      'Some attempt to find out what the help-seeker wants, left vague.',
      "A clear picture of the wished-for change, in the help-seeker's words.",
      "A well-defined, realistic wish for change that fits the help-seeker's values and circumstances.",
    ],
  ),
  item(
    'ensure_readiness_and_collaboration',
    'Ensure Readiness and Collaboration',
    'action',
    'Whether moves towards action are made together, at a pace the help-seeker accepts, rather than prescribed.',
    'How well does the listener make sure the help-seeker is ready and involved before moving to action?',
    [
      'Action is prescribed without asking; the help-seeker is pushed.',
      'Agreement is assumed rather than checked.',
      "Some checking of the help-seeker's willingness, inconsistently.",
      "Steps are agreed together, with the help-seeker's readiness checked.",
      'A truly shared process: the help-seeker leads, the listener supports, and readiness is checked at each step.',
    ],
  ),
  item(
    'brainstorm_and_evaluate_options',
    'Brainstorm and Evaluate Options',
    'action',
    "Whether the listener and the help-seeker generate and weigh possible options, including the support the help-seeker's own culture and community offer.",
    'How well does the listener help generate and weigh options?',
    [
      'No options are explored, or a single solution is imposed.',
      "Generic options that ignore the help-seeker's situation and culture.",
      'A few relevant options, weighed only briefly.',
      'Several fitting options, weighed together with the help-seeker.',
      "A rich, realistic set of options that draws on the help-seeker's own resources and culture, each weighed with them.",
    ],
  ),
];

if (EIA_ITEMS.map((i) => i.id).join() !== EIA_DIMENSIONS.join())
  throw new Error('The E-I-A items must follow EIA_DIMENSIONS.');

export const EIA_RUBRIC: Rubric = {
  id: 'eia',
  version: 1,
  name: "Hill's Exploration-Insight-Action",
  description:
    'Nine dimensions of a whole helping conversation, three per stage, each rated 1-5 by a judge that reads the transcript.',
  groups: [
    { id: 'exploration', name: 'Exploration' },
    { id: 'insight', name: 'Insight' },
    { id: 'action', name: 'Action' },
  ],
  items: EIA_ITEMS,
  aggregates: [
    {
      id: 'exploration',
      name: 'Exploration',
      inputs: [
        'empathic_understanding',
        'encouragement_of_emotional_expression',
        'exploration_of_thoughts_and_narratives',
      ],
    },
    {
      id: 'insight',
      name: 'Insight',
      inputs: [
        'establish_trusting_foundation',
        'assess_readiness_for_insight',
        'gentle_challenges_and_interpretations',
      ],
    },
    {
      id: 'action',
      name: 'Action',
      inputs: ['clarify_desired_change', 'ensure_readiness_and_collaboration', 'brainstorm_and_evaluate_options'],
    },
  ],
};

export const requireEiaItem = (id: EiaDimension): RubricItem => EIA_ITEMS.find((i) => i.id === id)!;
