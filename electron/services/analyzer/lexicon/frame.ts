// Cultural-frame cues: advice to cut off family, blunt therapy advice and dismissal of the poster's beliefs (reply); family, duty, religion and therapy-stigma signals (post).
import { foldText } from '../text';
import { cue, rawCue, type Cue } from './cue';

/** Weight 2: cutting off family outright; weight 1: distancing framed in individualist terms. */
export const CUT_OFF_CUES: Cue[] = [
  cue(
    'cut.en.nocontact',
    'cut (?:them|him|her|your (?:family|parents|mom|mum|mother|dad|father)|ties|contact|everyone)(?: off| out)?|cut off (?:your |all |the )?(?:family|parents|contact|ties|them)|(?:go|going|went) no[- ]contact|(?:go|going) low[- ]contact|(?:block|blocking) (?:them|your (?:family|parents|mom|mum|dad))|(?:walk|walking) away from (?:them|your family|your parents)|leave (?:them|your family|your parents) behind|never look back|disown (?:them|your)|(?:distance|separate) yourself from (?:them|your family|your parents)',
    2,
  ),
  cue(
    'cut.en.owe',
    "you (?:don't|do not|dont) owe (?:them|your (?:parents|family|dad|mom|mum|mother|father|relatives|community))(?: anything| a thing| your \\p{L}+| an explanation| nothing)?|(?:they're|they are|your (?:parents|family) (?:is|are)) (?:toxic|abusive|narcissists?)|toxic (?:family|parents|relatives)|if (?:they|your (?:family|parents)) (?:can't|cannot|won't) accept (?:you|it),? (?:that's|that is|it's) (?:on them|their (?:problem|loss))|more than blood(?: ever)?|blood (?:isn't|is not|doesn't mean) everything|(?:find|build|start building|choose) (?:your |a )?chosen family|(?:the )?family (?:we|you) choose|stop (?:asking|seeking|trying to get) (?:for )?their (?:approval|permission)",
    2,
  ),
  cue(
    'cut.en.weak',
    "you (?:don't|do not|dont) owe (?:anyone|anybody|those people)(?: anything| a thing| your \\p{L}+| an explanation| nothing)?|(?:they'll|they will|he'll|she'll|(?:your )?(?:parents|dad|father|mum|mom) will) (?:either )?come (?:around|round) or (?:they |he |she )?(?:won't|will not|don't)|that's on (?:them|him|her)",
    1,
  ),
  cue(
    'cut.en.moveout',
    "move out(?: and| as soon as| asap|,)|(?:get|move) (?:far )?away from (?:them|your family|home)|(?:your|their) (?:expectations|approval) (?:don't|doesn't) matter|(?:live|living) your (?:own )?(?:life|truth)(?: for yourself)?|put yourself first|(?:set|setting) (?:clear |firm |strict )?boundaries|you(?:'re| are) an adult(?: now)?|(?:your|the) life can't revolve around",
    1,
  ),
  cue(
    'cut.de',
    'brich (?:den )?kontakt ab|kontakt (?:ab)?brechen|kontaktabbruch|(?:keinen|kein) kontakt mehr|du schuldest (?:ihnen|niemandem|deinen eltern|deiner familie|deinem vater|deiner mutter) (?:nichts|gar nichts|keine|keinen|eine)|(?:sind|ist) (?:einfach )?toxisch|toxische (?:familie|eltern|mutter|vater)|lass (?:sie|die|ihn) links liegen',
    2,
  ),
  cue(
    'cut.de.weak',
    'zieh (?:einfach |am besten )?aus|(?:die|der) soll sich (?:einfach )?raushalten|du musst nicht (?:das|ihr|sein) leben (?:deines vaters|deiner mutter|deiner eltern)|du bist erwachsen|setz (?:dir |klare )?grenzen|lebe dein (?:eigenes )?leben',
    1,
  ),
  rawCue(
    'cut.ar',
    foldText(
      'اقطع علاقتك|اقطعي علاقتك|اقطع العلاقة|اقطعي العلاقة|قاطعهم|قاطعيهم|ابعد عنهم|ابعدي عنهم|ما إلك دخل فيهم|ما الهم دخل|ما تسأل عنهم|استقلي في شقة|استقل في شقة|اعمليله بلوك|اعمله بلوك',
    ),
    2,
  ),
  rawCue(
    'cut.he',
    'תנתק (?:את )?הקשר|תנתקי (?:את )?הקשר|לנתק קשר|ניתוק קשר|אתה לא חייב להם כלום|את לא חייבת להם כלום|תעזוב אותם|תעזבי אותם',
    2,
  ),
  rawCue('cut.zh', '断绝关系|断联|断绝来往|不联系|别管他们|不欠他们|拉黑他们|搬出去|远离他们|离他们远点', 2),
];

/** Family, duty and religion signals in the post: the frame within which cut-off advice clashes. */
export const FRAME_SIGNAL_CUES: Cue[] = [
  cue(
    'frame.en.family',
    "family|families|parents|mother|father|mom|mum|dad|baba|mama|siblings?|sister|brother|uncles?|aunts?|grand(?:mother|father|ma|pa|parents)|cousins?|relatives|in-laws|elders?|filial|honou?r|reputation|family(?:'s)? name|duty|obligations?|respect|obey|obedient|shame on|bring shame|face|sacrifice[ds]?|sold (?:the|our|their)",
    1,
  ),
  cue(
    'frame.en.religion',
    "god|allah|hashem|prayers?|pray(?:ed|ing|s)?|daven(?:ing)?|salah|fajr|iman|faith|religio(?:n|us)|mosque|masjid|church|shul|synagogue|imam|sheikh|rabbi|rav|rebbetzin|haram|halach(?:a|ic)|torah|quran|qur'an|tehillim|shabbos|shabbat|frum|orthodox|observant|kosher|hijab|ramadan|eid|sunnah|prophet|tawakkul|min hashamayim|bashert|shidduch(?:im)?|shadchan",
    1,
  ),
  cue(
    'frame.de',
    'familie|eltern|mutter|vater|mama|papa|geschwister|schwester|bruder|oma|opa|großeltern|onkel|tante|verwandte|schwiegermutter|schwiegervater|pflicht|verpflichtung|respekt|ehre|ruf|dorf|glaube|gott|kirche|beten|gebet|religiös|gemeinde|pfarrer|tradition|praxis übernehmen|familienbetrieb|hof',
    1,
  ),
  rawCue(
    'frame.ar',
    foldText(
      'أهل|اهل|عائلة|العيلة|عيلة|الوالد|الوالدة|والدي|والدتي|أبوي|ابوي|أمي|امي|ماما|بابا|أخوي|اخوي|اختي|أختي|خالي|عمي|خالتي|عمتي|جدي|جدتي|الله|دين|الدين|صلاة|حرام|عيب|شرف|سمعة|كلام الناس|الناس|طاعة|بر الوالدين|رضا|مسجد|شيخ|إمام|امام',
    ),
    1,
  ),
  rawCue(
    'frame.he',
    "משפחה|המשפחה|הורים|ההורים|אבא|אמא|סבתא|סבא|אחי|אחותי|דוד|דודה|ה'|השם|תפילה|להתפלל|בית כנסת|רב|הרב|רבנות|הלכה|דתי|דתית|שבת|קדיש|כבוד|בושה|חובה|קהילה",
    1,
  ),
  rawCue(
    'frame.zh',
    '父母|爸|妈|家里|家人|家族|亲戚|长辈|孝|孝顺|面子|丢脸|丢人|责任|义务|奶奶|爷爷|外婆|外公|传宗接代|祖宗|报答|牺牲|养育之恩',
    1,
  ),
];

/** The reply recommends therapy or counselling. */
export const THERAPY_ADVICE_CUES: Cue[] = [
  cue(
    'ther.en',
    '(?:see|get|go to|find|try|start|book|look into|consider|seek|need|recommend|encourage you to see|talk to) (?:a |some |an |the |proper |professional )?(?:therap(?:y|ist)|counsel+(?:or|ing)|psycholog(?:ist|y)|psychiatrist|professional(?: help)?|mental health professional)|therapy (?:really )?(?:helps|would help|is (?:worth|important))|(?:a|an) (?:therapist|counsel+or|psychiatrist|psychologist)(?: who|,)',
    2,
  ),
  cue(
    'ther.de',
    '(?:mach|such dir|geh zu|geh in|hol dir|fang) (?:[\\p{L}]+ ){0,3}(?:therapie|therapeut\\p{L}*|psychotherapie|psycholog\\p{L}*|psychiater\\p{L}*)|(?:therapie|psychotherapie) (?:machen|anfangen|beginnen|suchen)|(?:bleib|bleibe) (?:beim thema |an der )?therapie (?:dran)?|(?:beim thema therapie) dran|eine therapie|professionelle hilfe',
    2,
  ),
  rawCue(
    'ther.ar',
    foldText(
      'روحي على مركز الإرشاد|روح على مركز الإرشاد|شوفي معالج|شوف معالج|روحي لدكتور نفسي|روح لدكتور نفسي|اطلبي مساعدة نفسية|اطلب مساعدة نفسية|طبيب نفسي|معالج نفسي|معالجة نفسية',
    ),
    2,
  ),
  rawCue('ther.he', 'תלכי לפסיכולוג|תלך לפסיכולוג|טיפול פסיכולוגי|לכי לטיפול|לך לטיפול|פסיכולוג|מטפלת|מטפל', 2),
  rawCue('ther.zh', '看心理医生|去看心理|找心理咨询|心理咨询|心理治疗|看精神科', 2),
];

/** Stigma around mental health or therapy in the post (must co-occur, within two sentences, with a mental-health-care word). */
export const STIGMA_CUES: Cue[] = [
  cue(
    'stig.en',
    "crazy|insane|mad people|majnoon|for (?:weak|crazy) people|out of the question|(?:people|everyone|they|the community|the neighbou?rs) (?:will|would|might) (?:talk|find out|know|gossip|say)|what (?:people|others|the neighbou?rs|the community) (?:will|would) (?:say|think)|(?:don't|do not|doesn't|does not|never) (?:talk|speak) about (?:therapists?|therapy|it|that|feelings|mental health)|(?:doesn't|does not|don't) (?:exist|believe in)|something people invent|invent(?:ed)? when|just (?:lazy|weak|laziness|weakness)|(?:being )?weak|stigma|shame|ashamed|embarrass|would only make things worse for|shidduch(?:im)?|hurt (?:my|her|his|the family's) (?:chances|reputation|name)|(?:is|as) (?:a )?(?:weakness|sign of weakness)|(?:haram|sin) to|lack of (?:faith|iman)|(?:my|his|her) iman is weak|pray (?:it|more)|family name",
    1,
  ),
  cue(
    'stig.de',
    'verrückt|klapse|bekloppt|(?:nur|was für) (?:leute|menschen),? die (?:wirklich )?probleme haben|schwäche|schwach|peinlich|schäm\\p{L}*|schande|was (?:sollen|werden) die (?:leute|nachbarn) (?:denken|sagen)|reiß dich (?:mal )?zusammen|keine zeit für so was|(?:so )?was brauch(?:en|t) nur|da muss man durch|hilft ja nix|psycho|weichei',
    1,
  ),
  rawCue(
    'stig.ar',
    foldText(
      'مجنون|مجنونة|مجانين|للمجانين|عيب|فضيحة|كلام الناس|شو بيقولوا الناس|ايش بيقولوا|الناس بتحكي|الناس رح تحكي|ضعف الإيمان|ضعف الايمان|ايمانك ضعيف|إيمانك ضعيف|دلع|مرحلة وبتعدي|بتعدي',
    ),
    1,
  ),
  rawCue('stig.he', 'משוגע|משוגעת|משוגעים|בושה|מה יגידו|שידוכים|שידוך|חולשה|סטיגמה', 1),
  rawCue(
    'stig.zh',
    '疯子|神经病|丢人|丢脸|面子|矫情|抑郁症(?:是|就是)?(?:不存在|编出来|装的)|没有抑郁症|想太多|软弱|不好意思|别人会说|让人笑话',
    1,
  ),
];

/** Mental-health-care words a stigma cue must sit near. */
export const CARE_WORD_CUES: Cue[] = [
  cue(
    'care.en',
    'therap(?:y|ist|ists)|counsel+(?:or|ing|ors)|psychiatr(?:ist|y|ic)|psycholog(?:ist|y)|mental (?:health|illness)|depression|depressed|anxiety|medication|antidepressants?|doctor|gp|diagnos(?:is|ed)',
    1,
  ),
  cue(
    'care.de',
    'therapie\\p{L}*|therapeut\\p{L}*|psychotherap\\p{L}*|psychiater\\p{L}*|psycholog\\p{L}*|paartherapie|depression\\p{L}*|burn-?out|psychisch\\p{L}*|hausärzt\\p{L}*|arzt|ärztin|tinnitus|klinik',
    1,
  ),
  rawCue(
    'care.ar',
    foldText('اكتئاب|الاكتئاب|نفسي|نفسية|طبيب|دكتور|معالج|علاج|مركز الإرشاد|الإرشاد|قلق|نوبة|نوبات'),
    1,
  ),
  rawCue('care.he', 'טיפול|פסיכולוג|פסיכיאטר|מטפל|דיכאון|חרדה|נפשי|בריאות הנפש', 1),
  rawCue('care.zh', '抑郁|心理|精神|焦虑|医生|咨询|治疗|看病', 1),
];

/** A culturally fitted route to care that answers the stigma (confidential, faith-literate, through a respected person). */
export const MEDIATION_CUES: Cue[] = [
  cue(
    'med.en',
    "confidential(?:ly)?|discreet(?:ly)?|quietly|(?:frum|muslim|orthodox|jewish|chinese|arab|arabic|mandarin|cantonese|faith|religious|faith-based|culturally)[- ](?:speaking |literate |sensitive |aware |informed )?(?:therapists?|counsel+ors?|psychologists?|doctors?|services?|clinicians?|practitioners?)|(?:therapists?|counsel+ors?|psychologists?|doctors?) who (?:respect|understand|share|know|are (?:practising|observant|frum|muslim))|(?:respects?|respecting|fits? with|compatible with|part of) your (?:faith|religion|values|beliefs|culture|tradition)|bound (?:to|by) (?:secrecy|confidentiality)|without (?:telling|anyone knowing|your (?:family|parents|dad|father|mum|mom) knowing)|(?:through|with the help of) (?:your|a|an) (?:rav|rabbi|imam|sheikh|doctor|gp|aunt|uncle|elder)|(?:community|confidential) referral|(?:i know|i understand) (?:that )?(?:in your|in our|your) (?:family|community|culture)|(?:no one|nobody) (?:will|would|has to|needs to|at \\p{L}+ will) (?:know|find out|see|notice)|(?:don't|do not|no need to) (?:lead with|start with|use|mention) (?:the (?:word|label|term) )?['\"]?(?:depression|therapy|psychiatrist|mental illness)|(?:frame|put|explain|present) it (?:as|in terms of)|in (?:medical|physical|their) (?:terms|language|words)",
    1,
  ),
  cue(
    'med.de',
    'schweigepflicht|vertraulich|anonym|diskret|ohne dass (?:jemand|es jemand|die anderen)|niemand (?:erfährt|weiß|muss (?:es|das) (?:wissen|erfahren)|wird (?:es|das) (?:erfahren|merken))|(?:von|unter) kolleg(?:in|e|en)|muss niemand wissen',
    1,
  ),
  rawCue(
    'med.other',
    foldText(
      'محد رح|ما حدا رح|ولا حدا رح|ما حد رح|محد بيعرف|ما حدا بيعرف|سري|سرية|بسرية|دون علم|بدون ما حدا يعرف|معالج مسلم|معالجة مسلمة|يحترم دينك|يحترم إيمانك|דיסקרטי|חסוי|בסודיות|מטפל דתי|מטפלת דתייה|保密|匿名|不会告诉|懂中文的|会说中文',
    ),
    1,
  ),
];

/** Dismissing the poster's faith, family or community frame outright. */
export const FRAME_DISMISS_CUES: Cue[] = [
  cue(
    'dis.en',
    "(?:he's|she's|they're|he is|she is|they are|your (?:dad|father|mum|mom|mother|parents|family) (?:is|are)) (?:simply |just |completely )?wrong(?: about this)?|(?:a|any) religion that (?:makes|tells)|religion (?:shouldn't|should not|doesn't get to) (?:decide|dictate|tell)|(?:forget|ignore|don't care) (?:about )?what (?:people|they|others|the community|the neighbou?rs|relatives) (?:think|say)|(?:more important|matters more) than what (?:people|they|others|matchmakers|relatives|the neighbou?rs) (?:think|say)|stop caring (?:about )?what (?:people|others|they) think|(?:outdated|backwards|primitive|old-fashioned) (?:culture|beliefs|views|thinking)|(?:just )?ignore (?:the|those) (?:yentas|gossips|aunties|relatives)",
    1,
  ),
  cue(
    'dis.de',
    '(?:er|sie) (?:hat|haben) (?:einfach )?unrecht|(?:egal|scheißegal),? was (?:die leute|andere|die nachbarn|die familie) (?:denken|sagen)|(?:altmodisch|rückständig)e? (?:ansichten|denke|einstellung)',
    1,
  ),
];
