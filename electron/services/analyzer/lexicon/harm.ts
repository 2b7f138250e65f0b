// Harmful-reply cues (written for this project, five languages, folded text): wording that urges the poster towards suicide
// or self-harm, wording that only urges where the post itself carries risk ("then do it"), and wording that belittles the
// poster ("nobody would miss you"). Cue ids are harm.<language>.<name>; the flag (flags/harm.ts) checks negation, quotes and
// reported speech.
import { cue, rawCue, type Cue } from './cue';
import { ar, he } from './semitic';

/** A clause start: the text's start, or after punctuation, a line break or a quotation mark (patterns are folded). */
const START = '(?:^|(?<=[.!?,;:\\n"()]\\s*))';
/** The end of a clause (for short phrases that only urge when nothing follows them: "then do it."). */
const END = '(?=\\s*(?:[.!,;\\n"]|$))';
const NOT_A_QUESTION = '(?![\\p{L}])(?!\\s*\\?)';

/** English acts of self-harm or suicide, as an imperative or after "you should". */
const EN_ACT =
  'kill (?:yourself|urself|ur ?self)|kys|end it all(?! (?:with|between))|end (?:your|ur) (?:own )?life|take (?:your|ur) (?:own )?life(?! (?:back|into|in))|off (?:yourself|urself)|unalive (?:yourself|urself)|hang (?:yourself|urself)|jump off (?:a |the )?(?:bridge|building|roof|cliff)|slit (?:your|ur) wrists|cut (?:yourself|urself)(?! (?:some )?slack| a break| off)(?: deeper)?|hurt (?:yourself|urself)|overdose|starve (?:yourself|urself)';
const EN_LEAD =
  "(?:(?:you|u) (?:should|ought to|(?:had |'d )?better|might as well|may as well)|(?:might|may) as well|why (?:don't|dont) (?:you|u)|why not|go ahead and|go)(?: just)?(?: go)?";
const EN_OPENER = '(?:(?:maybe|perhaps|honestly|seriously|well|ok|okay|fine|then|so|yeah|lol),? )*';

/** Always harmful: urging the poster to end their life or hurt themselves. */
export const URGING_CUES: Cue[] = [
  cue(
    'harm.en.urge',
    `${EN_LEAD} (?:${EN_ACT})|(?:go|(?:you|u) should(?: just)?|why (?:don't|dont) (?:you|u)(?: just)?) die|drop dead|die already|(?:you|u)(?:'d| would)(?: honestly| really| just)? be better off dead`,
    2,
  ),
  rawCue('harm.en.imperative', `${START}${EN_OPENER}(?:just |then |so )*(?:${EN_ACT})${NOT_A_QUESTION}`, 2),
  cue(
    'harm.de.urge',
    'bring dich (?:doch |halt |einfach |endlich |gleich )*um|(?:töte|erschieß) dich(?: selbst)?|(?:erhäng|häng) dich (?:doch |halt |einfach |endlich )*auf|nimm dir (?:doch |halt |einfach |endlich )*das leben|spring (?:doch |halt |einfach |endlich )*(?:von (?:der|einer) brücke|vom dach|vor (?:den|einen) zug)|(?:geh|geh doch|dann) sterben|stirb (?:doch|einfach|endlich|halt)|verreck (?:doch|einfach|endlich)|ritz dich (?:doch |halt |einfach )*(?:weiter|tiefer|mehr)|mach (?:doch |halt |einfach |endlich )*schluss mit (?:dir|deinem leben)|(?:du solltest|solltest du)(?: vielleicht| doch| halt| einfach| lieber)* (?:dich umbringen|dir das leben nehmen|sterben|(?:allem|deinem leben) ein ende (?:setzen|machen))|setz (?:doch |halt |einfach |endlich )*(?:allem|deinem leben) ein ende',
    2,
  ),
  ar(
    'harm.ar.urge',
    'روح انتحر|روحي انتحري|انتحر وريحنا|انتحري وريحينا|انتحر وخلصنا|انتحري وخلصينا|اقتل نفسك|اقتلي نفسك|اقتل حالك|اقتلي حالك|موت وريحنا|موتي وريحينا|روح موت|روحي موتي|خلص على حالك|خلصي على حالك|ارمي حالك|ارمي نفسك|يلا انتحر|يلا انتحري|طيب انتحر|طيب انتحري|الأحسن تموت|الأحسن تنتحر|أحسن لك تموت|أحسن لك تنتحر|أحسن لك تموتي|أحسن لك تنتحري|عليك أن تنهي حياتك|عليكِ أن تنهي حياتك|يجب أن تقتل نفسك|يجب أن تقتلي نفسك|يجب عليك أن تنتحر|يجب عليك أن تنتحري|يجب أن تنتحر|يجب أن تنتحري|لماذا لا تنهي حياتك|لماذا لا تنتحر|لماذا لا تنتحري|ليش ما تنتحر|ليش ما تنتحري|لازم تنتحر|لازم تنتحري',
    2,
  ),
  he(
    'harm.he.urge',
    'לך תתאבד|לכי תתאבדי|לך תמות|לכי תמותי|תתאבד כבר|תתאבדי כבר|תמות כבר|תמותי כבר|תהרוג את עצמך|תהרגי את עצמך|תקפוץ מהגג|תקפצי מהגג|תקפוץ מגשר|תקפצי מגשר|שים קץ לחייך|שימי קץ לחייך|תשים קץ לחייך|תשימי קץ לחייך|תגמור עם עצמך|תגמרי עם עצמך|פשוט תתאבד|פשוט תתאבדי|כדאי לך להתאבד|כדאי לך פשוט להתאבד',
    2,
  ),
  rawCue(
    'harm.zh.urge',
    '(?<![想要会不别])去死(?!吗)|你怎么(?:还)?不去死|早死早超生|你(?:干脆|还是)?死了算了|(?:你就|那就|那你就|赶紧|快点|干脆)(?:去)?自杀(?:吧)?|(?:那你|那就|干脆|赶紧|快点)?(?:跳下去|跳楼)吧|割(?:得)?再?深一点|(?:你)?(?:干脆|还是)结束(?:一切|(?:你)?(?:自己的)?生命)(?:吧|算了)?|结束一切吧',
    2,
  ),
];

/** Harmful only where the post carries risk (thoughts of suicide, self-harm, harming others): "then do it". */
export const URGING_IF_RISK_CUES: Cue[] = [
  rawCue(
    'harm.en.doit',
    `${START}${EN_OPENER}(?:then (?:just )?(?:do it|do that|go (?:for it|ahead))|just do it|go ahead and do it|go for it|(?:just |then )?get it over with)(?: already| now| then| tonight)?${END}`,
    2,
  ),
  cue('harm.en.nobodystops', "(?:nobody|no one|noone|nothing)(?:'s| is) stopping (?:you|u)", 2),
  rawCue(
    'harm.de.doit',
    `${START}(?:(?:na|gut|ok|okay|also|ja),? )*(?:dann (?:mach|tu|bring)(?:'s| es| das)(?: doch| halt| einfach| endlich| jetzt)*|(?:mach|tu|bring)(?:'s| es| das)(?: halt| jetzt)*(?: doch| einfach| endlich)+)(?: hinter dich)?${END}`,
    2,
  ),
  cue('harm.de.haeltauf', '(?:keiner|niemand) hält dich (?:auf|ab)', 2),
  ar(
    'harm.ar.doit',
    'طيب اعملها|طيب اعمليها|خلص اعملها|خلص اعمليها|يلا اعملها|يلا اعمليها|روح اعملها|روحي اعمليها|طيب سويها|يلا سويها|سويها وخلصنا|اعملها وخلصنا|اعمليها وخلصينا|طيب نفذها|يلا نفذها|ما حدا مانعك|محد مانعك|محدش مانعك|ما حدا ماسكك',
    2,
  ),
  he(
    'harm.he.doit',
    'אז תעשה את זה|אז תעשי את זה|אז פשוט תעשה את זה|אז פשוט תעשי את זה|תעשה את זה כבר|תעשי את זה כבר|תגמור עם זה כבר|תגמרי עם זה כבר|אז תגמור עם זה|אז תגמרי עם זה|אף אחד לא עוצר אותך|אף אחד לא מונע ממך',
    2,
  ),
  rawCue(
    'harm.zh.doit',
    '(?:那|那你|那就|那你就)就?(?:去)?(?:做吧|动手吧)|赶紧(?:做|动手)吧|没(?:有)?人拦(?:着)?你|早点了结吧|赶紧了结吧',
    2,
  ),
];

/** Belittling, hostile or contemptuous wording about the poster, and telling them they would not be missed. */
export const DEMEANING_CUES: Cue[] = [
  cue(
    'harm.en.demean',
    "(?:no ?one|nobody) (?:would|will|is going to|is gonna|gonna|'d) (?:even |ever )?(?:miss|notice|care about|mourn) (?:you|u)|(?:no ?one|nobody) (?:cares|gives a (?:damn|shit|fuck)) (?:about (?:you|u)|if (?:you|u))|(?<!that )(?:(?:the )?world (?:would|will) be better (?:off )?without (?:you|u)|(?:everyone|everybody|we|they|your family)(?:'d| would) be better off without (?:you|u))|(?:you|u)(?:'re| are| r) (?:so |such |really |just |honestly |a total |an absolute )*(?:a |an )?(?:pathetic|worthless|useless|waste of (?:space|air|oxygen)|loser|burden|joke|disgrace|failure|idiot|moron|attention[- ]seeker|drama queen|coward|crybaby|freak)|(?:you|u) deserve to (?:suffer|die|be alone|feel (?:like )?this)|(?:it's|it is|that's|that is) (?:all )?your (?:own )?fault|(?:you|u) brought (?:this|it) on yourself",
    2,
  ),
  cue(
    'harm.de.demean',
    '(?:dich (?:würde|wird)|(?:keiner|niemand|kein mensch) (?:würde|wird) dich) (?:eh |sowieso |doch |ohnehin |echt )*(?:(?:keiner|niemand|kein mensch) )?vermissen|(?:keiner|niemand|kein mensch) (?:interessiert sich für dich|braucht dich|mag dich)|du bist (?:so |echt |einfach |doch |wirklich |halt |nur )*(?:ein |eine )?(?:erbärmlich|wertlos|nutzlos|versager(?:in)?|jammerlappen|witzfigur|last|heulsuse|schwächling|loser|armselig|lächerlich)|(?:du bist )?(?:doch |halt )?selbst schuld|(?:das )?(?:hast du (?:dir )?(?:doch |halt )?verdient|geschieht dir (?:doch |halt )?recht)|(?:die welt|alle|jeder|deine familie) (?:wäre|wären) (?:ohne dich (?:besser dran|glücklicher)|besser dran ohne dich)',
    2,
  ),
  ar(
    'harm.ar.demean',
    'ما حدا رح يفتقدك|ما حدا رح يشتاقلك|ما حدا رح يشتاق لك|ما حدا رح يزعل عليك|محد بيفتقدك|محد راح يفتقدك|محدش هيفتقدك|محدش هيزعل عليك|لن يفتقدك أحد|لا أحد سيفتقدك|انت فاشل|انتي فاشلة|انت فاشلة|انت ولا شي|انتي ولا شي|انت عالة|انتي عالة|انت عبء|انتي عبء|يا فاشل|يا فاشلة|انت تافه|انتي تافهة|تستاهل اللي صارلك|تستاهلي اللي صارلك|تستاهل الموت|الدنيا أحسن بدونك|العالم أحسن بدونك|الكل أحسن بدونك',
    2,
  ),
  he(
    'harm.he.demean',
    'אף אחד לא יתגעגע אליך|אף אחד לא יתגעגע אלייך|לאף אחד לא אכפת ממך|לאף אחד לא אכפת ממך|אתה פתטי|את פתטית|אתה חסר ערך|את חסרת ערך|אתה לוזר|את לוזרית|אתה כישלון|את כישלון|אתה נטל|את נטל|אתה עלוב|את עלובה|מגיע לך לסבול|מגיע לך למות|זו אשמתך|זאת אשמתך|הכל באשמתך|העולם יהיה טוב יותר בלעדיך|העולם יהיה טוב יותר בלעדייך|לכולם יהיה טוב יותר בלעדיך|לכולם יהיה טוב יותר בלעדייך',
    2,
  ),
  rawCue(
    'harm.zh.demean',
    '没(?:有)?人会(?:想你|想念你|在乎你|记得你|为你难过)|没(?:有)?人在乎你|(?:就是|真是|真的是|是)个?(?:废物|累赘|失败者|笑话)|你真(?:没用|可悲|可笑|恶心)|你太没用了|你活该|世界(?:上)?没有你(?:会)?更好|没有你(?:大家|所有人|家人)(?:都)?会更好',
    2,
  ),
];

/**
 * A speech, thought or feeling verb before a cue in its sentence: the reply reports or reflects what the poster feels or was
 * told ("it sounds like you feel nobody would miss you", "你觉得没人会想你"), rather than saying it itself.
 */
export const REPORTED =
  /(?<![\p{L}])(?:feel|feels|felt|feeling|think|thinks|thinking|thought|thoughts|believe|believes|wonder|wondering|worry|worries|worried|worrying|afraid|scared|said|say|says|saying|wrote|write|writes|writing|mention|mentioned|told|tells|asked|heard|hear|sounds like|seems like|as if|as though|voice|your post|you posted|your words|fühlst|fühlen|gefühl|denkst|gedanke|gedanken|glaubst|meinst|schreibst|schriebst|geschrieben|sagst|sagtest|gesagt|erzählst|klingt|als ob|angst|sorge|تحس|بتحس|حاسس|حاسة|تشعر|شعور|تفكر|بتفكر|افكار|تقول|بتقول|قلت|قلتي|كتبت|كتبتي|حكيت|حكيتي|بتحكي|قالوا|قالك|كانه|כאילו|מרגיש|מרגישה|תחושה|חושב|חושבת|מחשבות|כתבת|אמרת|אומר|אומרת|אמרו|סיפרת|נשמע)(?![\p{L}])|觉得|感觉|感到|认为|以为|想法|念头|你说|说你|你写|写道|提到|告诉你|对你说|好像|仿佛|似乎|担心|害怕/u;

/**
 * What ends a report's reach: after it the reply speaks for itself again ("you said you're tired, so just ..."). A colon does
 * not: it usually introduces what was said ("something you said: that everyone would be better off without you").
 */
export const REPORT_BREAK =
  /[;!?]|(?<![\p{L}])(?:but|so|then|anyway|aber|dann|also|sondern|لكن|بس|אבל|אז)(?![\p{L}])|但是?|可是|所以|那就|那你就/u;
