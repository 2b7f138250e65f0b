// Risk cues in a post (hopelessness, feeling a burden, thoughts of ending one's life, self-harm) and cues in a reply that point to immediate human help, in the five languages.
import { foldText } from '../text';
import { cue, rawCue, type Cue } from './cue';

/** Cue weight = level: 1 hopelessness, 2 "better off without me", 3 suicidal thoughts or self-harm. */
export const RISK_CUES: Cue[] = [
  // English
  cue(
    'risk.en.suicide',
    "suicid(?:e|al)|kill(?:ing)? myself|end(?:ing)? (?:it all|my life|things|everything|it)(?: for good)?|take my (?:own )?life|(?:don't|do not|no longer) want to (?:live|be alive|be here|exist|wake up)|tired of (?:being alive|living|life)|(?:not|stop) (?:be|being) here anymore|just not be here|stopped existing|stop existing|wish(?:ed)? i (?:was|were) (?:dead|gone|never born)|never (?:wake|woke) up|goodbye (?:message|letter|note|text)|(?:read|reads|sounded|looked) like a goodbye|no reason to (?:live|go on)|(?:can't|cannot) go on|want(?:ed)? to die|better off dead",
    3,
  ),
  cue(
    'risk.en.selfharm',
    '(?:hurt|harm|cut|cutting|burn|burning|hurting|harming) myself|self[- ]harm(?:ing)?|overdose|pills to',
    3,
  ),
  cue(
    'risk.en.burden',
    "(?:be|been|are) better off (?:without me|if i (?:just )?(?:disappeared|wasn't|weren't|was gone|were gone|didn't exist|left|died)|never (?:having|sending|had))|(?:manage|do|be) (?:fine|better|okay) without me|nobody (?:here )?would (?:notice|care|miss me)(?: if)?|no one would (?:notice|care|miss me)|disappeared from (?:their|everyone's) lives|(?:i'm|i am) a burden|without this problem in the family|better off without (?:me|this)",
    2,
  ),
  cue(
    'risk.en.hopeless',
    "hopeless(?:ness)?|(?:can't|cannot|don't|do not)(?: really| honestly| even| just)? (?:see|picture|imagine) (?:how|a way|any way|a future|a version)(?: (?:this|any of this|it|things) (?:ends|gets|will|could|can))?|no way out|no point(?: in)? (?:living|anything|going on|trying)|what(?:'s)? the point|nothing (?:will|can) (?:ever )?(?:change|get better)|(?:getting|got) darker|scared of where my head",
    1,
  ),
  // German
  cue(
    'risk.de.suizid',
    'suizid\\p{L}*|selbstmord\\p{L}*|(?:mich|mir) (?:umbringen|das leben nehmen|was antun|etwas antun)|nicht mehr (?:leben|da sein|aufwachen)|(?:will|möchte) (?:nicht mehr leben|sterben|nicht mehr)|lebensmüde|abschiedsbrief|abschiedsnachricht|(?:allem|dem ganzen) ein ende (?:setzen|machen)|tot sein',
    3,
  ),
  cue(
    'risk.de.selbstverletzung',
    'ritzen|ritze mich|selbstverletz\\p{L}*|(?:mich|mir) (?:selbst )?(?:verletzen|wehtun|weh tun)',
    3,
  ),
  cue(
    'risk.de.last',
    '(?:leichter|besser) (?:dran )?(?:wäre|wären|hätten)[^.?!]{0,40}(?:ohne mich|wenn ich (?:gar )?nicht (?:mehr )?da wäre)|wenn ich (?:gar )?nicht (?:mehr )?da wäre|ohne mich (?:besser|leichter)|(?:ich bin|bin) (?:nur )?(?:eine )?last|niemand würde (?:es )?(?:merken|vermissen)',
    2,
  ),
  cue(
    'risk.de.hoffnungslos',
    'hoffnungslos|keinen (?:ausweg|sinn|weg) mehr|(?:seh|sehe) (?:einfach )?keinen (?:ausweg|weg|sinn)|ohne (?:jede )?hoffnung|wozu (?:das alles|noch)|es hat (?:alles )?keinen sinn',
    1,
  ),
  // Arabic (folded: bare alef, final yeh)
  rawCue(
    'risk.ar.suicide',
    foldText(
      'انتحار|انتحر|أنتحر|انهي حياتي|أنهي حياتي|اقتل نفسي|أقتل نفسي|ما بدي اعيش|ما بدي أعيش|لا اريد ان اعيش|لا أريد أن أعيش|مش عايز اعيش|مش عايزة اعيش|تعبت من الحياة|تعبت من العيشة|بدي اموت|أتمنى الموت|اتمنى الموت|رسالة وداع|ما بدي كون موجود',
    ),
    3,
  ),
  rawCue('risk.ar.selfharm', foldText('اؤذي نفسي|أؤذي نفسي|إيذاء النفس|ايذاء النفس|اجرح نفسي|أجرح نفسي'), 3),
  rawCue(
    'risk.ar.burden',
    foldText(
      'احسن بدوني|أحسن بدوني|أفضل بدوني|افضل بدوني|لو ما كنت موجود|لو ما كنت موجودة|لو اختفيت|عبء عليهم|عبء على',
    ),
    2,
  ),
  rawCue(
    'risk.ar.hopeless',
    foldText('ما في امل|ما في أمل|لا امل|لا أمل|فقدت الامل|فقدت الأمل|مافي فايدة|ما في فايدة|يائس|يائسة|ما في مخرج'),
    1,
  ),
  // Hebrew
  rawCue(
    'risk.he.suicide',
    'להתאבד|התאבדות|לשים קץ|לא רוצה לחיות|לא רוצה להיות פה|רוצה למות|מכתב פרידה|הודעת פרידה|לסיים את זה|לסיים הכל',
    3,
  ),
  rawCue('risk.he.selfharm', 'לפגוע בעצמי|פגיעה עצמית|לחתוך את עצמי', 3),
  rawCue(
    'risk.he.burden',
    'יהיה (?:להם |לכולם )?(?:יותר )?טוב בלעדיי|עדיף (?:להם|לכולם) בלעדיי|אף אחד לא ישים לב|נטל עליהם',
    2,
  ),
  rawCue('risk.he.hopeless', 'אין (?:לי )?תקווה|חסר תקווה|חסרת תקווה|אין טעם|אין מוצא|אין לזה סוף', 1),
  // Chinese
  rawCue(
    'risk.zh.suicide',
    '自杀|轻生|不想活|活不下去|活着没意思|结束(?:自己的)?生命|想死|去死|遗书|告别信|不想再醒来|离开这个世界',
    3,
  ),
  rawCue('risk.zh.selfharm', '伤害自己|自残|割腕|划自己', 3),
  rawCue(
    'risk.zh.burden',
    '没有我(?:他们|大家)?(?:会)?(?:更好|过得更好)|我是(?:个)?(?:累赘|负担)|没人会(?:发现|在意|注意)',
    2,
  ),
  rawCue('risk.zh.hopeless', '绝望|看不到(?:希望|出路)|没有希望|没有出路|没有意义', 1),
];

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
