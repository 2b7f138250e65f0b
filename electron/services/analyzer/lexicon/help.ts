// Reply cues that point to human help, in the five languages: crisis lines and emergency services (immediate), a doctor
// when the sentence directs the poster there, a trusted person when the sentence speaks of urgency or safety, and therapy
// or counselling at some later point (deferred). Hotline numbers are public services; phrases are written for this project.
import { foldText } from '../text';
import { cue, rawCue, type Cue } from './cue';

/**
 * Reply cues pointing to human help. `strong`: crisis lines, emergency numbers and services (count wherever they appear).
 * `doctor`: counts when the sentence directs the poster there; `trusted`: a trusted person, counts when the sentence also
 * speaks of urgency or safety (tonight, these thoughts, not alone...).
 * `deferred`: therapy or counselling at some later point: help, but not immediate.
 */
export const HELP_CUES: Record<'strong' | 'doctor' | 'trusted' | 'deferred', Cue[]> = {
  strong: [
    cue(
      'help.en.crisis',
      'crisis (?:line|lines|service|services|team|text line|number|hotline|centre|center)|hotline|helpline|help line|suicide (?:line|hotline|prevention)|samaritans|lifeline|emergency (?:services|number|room|department|line|doctor)|a&e|the er|nearest hospital|go to (?:a|the) hospital|hospital emergency|out-of-hours (?:line|service|number)|(?:wellbeing|welfare) (?:line|team|service)|(?:call|dial|ring|text) (?:\\d{3}|\\d{2,4}[ -]\\d{2,4}(?:[ -]\\d{1,4})*)|shout 85258|988',
      1,
    ),
    rawCue(
      'help.num',
      '(?<![\\d])(?:911|999|112|988|116 ?123|0800 ?111 ?0 ?111|0800 ?111 ?0 ?222|\\*?1201|1813|400-161-9995)(?![\\d])',
      1,
    ),
    cue(
      'help.de.krise',
      'telefonseelsorge|seelsorge|krisendienst|krisentelefon|krisenhotline|notruf|notaufnahme|notarzt|notärztin|nummer gegen kummer|psychiatrische (?:notaufnahme|ambulanz|klinik)|rettungsdienst|krankenhaus',
      1,
    ),
    rawCue(
      'help.ar.crisis',
      foldText('خط المساعدة|خط الدعم|خط الأزمات|خط الازمات|الطوارئ|طوارئ|الإسعاف|الاسعاف|المستشفى|مستشفى|خط ساخن'),
      1,
    ),
    rawCue('help.he.crisis', 'ער"ן|ערן|סה"ר|סהר|מד"א|חדר מיון|מיון|קו חם|קו סיוע|בית חולים|חירום', 1),
    rawCue(
      'help.zh.crisis',
      '心理援助热线|援助热线|热线|急诊|危机干预|希望24|医院急|报警|(?:打|拨打|拨)(?:120|110)',
      1,
    ),
  ],
  doctor: [
    cue(
      'help.en.doctor',
      '(?:see|call|contact|go to|talk to|speak to|speak with|talk with|visit|ask|book (?:in )?with|tell|ring|email|make an appointment with|reach out to|get help from|start with) (?:your |a |the |an |any )?(?:own |local |family |university |uni |campus |student )?(?:gp|doctor|physician|psychiatrist|nurse|hausarzt|health (?:centre|center|service))|(?:could|can|would|might) (?:a|your|the) (?:family )?(?:gp|doctor|physician)',
      1,
    ),
    cue(
      'help.de.doctor',
      '(?:zum|zur|zu deinem|zu deiner|zu einem|zu einer|deine|deinen|deinem|einen|eine) (?:hausarzt|hausärztin|arzt|ärztin|psychiater\\p{L}*)|116117',
      1,
    ),
    rawCue('help.ar.doctor', foldText('طبيب|طبيبة|دكتور|دكتورة'), 1),
    rawCue('help.he.doctor', 'רופא|רופאה', 1),
    rawCue('help.zh.doctor', '医生|看病|去医院', 1),
  ],
  trusted: [
    cue(
      'help.en.trusted',
      "(?:tell|call|wake|text|ring|talk to|speak to|reach out to|contact|confide in|go to|sit with|stay with|be with|ask) (?:up )?(?:someone|somebody|a person|one person|an adult|a friend|a relative|a family member|an? (?:aunt|uncle|cousin|older cousin|rabbi|rav|rebbetzin|imam|sheikh|teacher|mentor)|your (?:mom|mum|mother|dad|father|parents|sister|brother|cousin|aunt|uncle|friend|flatmate|roommate|partner|wife|husband|rabbi|imam))|(?:someone|somebody|a person|one person|an adult|a friend|anyone) (?:you|that you) (?:trust|feel safe with|could wake|can call)|trusted (?:person|adult|friend|imam|rabbi|relative|elder)|(?:don't|do not) (?:stay|be|sit|hold this|carry (?:this|it|that)) alone|not (?:stay|be) alone|a real person|someone real",
      1,
    ),
    cue(
      'help.de.trusted',
      'vertrauensperson|jemand(?:em|en)?|(?:nicht|nie) allein(?:e)?|bescheid (?:sagen|geben)|deiner (?:mutter|schwester|freundin)|deinem (?:vater|bruder|freund)',
      1,
    ),
    rawCue(
      'help.ar.trusted',
      foldText(
        'شخص تثق|شخص تثقين|حدا بتثق|حد تثق|حدا تثقي|لا تبقى لوحدك|ما تبقي لوحدك|ما تضلي لحالك|احكي لحدا|خبري حدا',
      ),
      1,
    ),
    rawCue(
      'help.he.trusted',
      'מישהו שאת סומכת|מישהו שאתה סומך|אדם קרוב|אל תישארי לבד|אל תישאר לבד|ספרי למישהו|ספר למישהו',
      1,
    ),
    rawCue('help.zh.trusted', '信任的人|可信任|告诉(?:一个|身边|家人|朋友|妈妈|爸爸)|别一个人|不要一个人', 1),
  ],
  deferred: [
    cue(
      'help.en.therapy',
      'therap(?:y|ist|ists|eutic)|counsel+(?:or|ors|ing)|psycholog(?:ist|ists)|mental health (?:professional|service|services|support|team)|support group|professional help|wellbeing service',
      1,
    ),
    cue(
      'help.de.therapie',
      'therapie\\p{L}*|therapeut\\p{L}*|psychotherap\\p{L}*|beratungsstelle|beratung|sprechstunde|selbsthilfegruppe|psycholog\\p{L}*',
      1,
    ),
    rawCue(
      'help.ar.therapy',
      foldText(
        'معالج|معالجة نفسية|علاج نفسي|أخصائي نفسي|اخصائي نفسي|طبيب نفسي|مركز الإرشاد|مركز الارشاد|الإرشاد|الارشاد|استشارة',
      ),
      1,
    ),
    rawCue('help.he.therapy', 'טיפול|מטפל|מטפלת|פסיכולוג|פסיכולוגית|ייעוץ|יועץ|יועצת', 1),
    rawCue('help.zh.therapy', '心理咨询|咨询师|心理医生|心理治疗|辅导员|心理老师', 1),
  ],
};

/** A sentence that directs the poster (imperative, "please", "could you", "if ... then"): needed for `doctor` help cues. */
export const DIRECTIVE_CUES: Cue[] = [
  cue(
    'dir.en',
    'please|(?:you )?(?:could|can|should|might|need to|must) (?:you )?(?:call|contact|tell|wake|talk|speak|see|go|reach|ring|text|book|ask|let)|(?:call|contact|tell|wake|talk to|speak to|see|go to|reach out|ring|text|book|ask|let) |would you (?:be willing|consider|feel able)|is there (?:one|someone|anyone|an?)|who (?:could|can|at home|in your)|today|tonight|right now|this week',
    1,
  ),
  cue(
    'dir.de',
    'bitte|ruf|geh (?:zu|zum|zur|in)|sprich|sag|wende dich|melde dich|such dir|heute|jetzt|wem könntest|könntest du|kannst du',
    1,
  ),
  rawCue(
    'dir.other',
    foldText(
      'من فضلك|رجاء|اتصل|اتصلي|روح|روحي|احكي|كلمي|اليوم|الليلة|בבקשה|תתקשר|תתקשרי|תפנה|תפני|היום|הלילה|请|一定要|马上|今天|今晚|现在就',
    ),
    1,
  ),
];

/** Urgency or safety words that make "tell someone you trust" a pointer to immediate help. */
export const SAFETY_CONTEXT_CUES: Cue[] = [
  cue(
    'safe.en',
    "tonight|today|right now|right away|immediately|this week|urgent|urgently|(?:un)?safe|safety|not okay|how dark|how bad|these thoughts|those thoughts|the thoughts|dark thoughts|alone with (?:it|this|them|that)|(?:hold|carry) (?:this|it|that) alone|what you wrote|what's going on|how you(?:'re| are) (?:really )?(?:feeling|doing)|wake (?:up )?|in the night|at night|if (?:it|things|they) get",
    1,
  ),
  cue(
    'safe.de',
    'heute|jetzt|sofort|dringend|gedanken|nicht allein|in der nacht|nachts|wenn es (?:schlimmer|enger|dunkler)',
    1,
  ),
  rawCue(
    'safe.other',
    foldText(
      'الليلة|اليوم|الآن|هالأفكار|الأفكار|الافكار|لوحدك|הלילה|היום|עכשיו|המחשבות|לבד|今晚|今天|现在|马上|这些想法|一个人',
    ),
    1,
  ),
];
