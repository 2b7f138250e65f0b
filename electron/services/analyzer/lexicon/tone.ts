// Reply tone cues: minimising or dismissive wording, forced cheerfulness, and wording that acknowledges the distress (weight 2 = strong, 1 = weak).
import { foldText } from '../text';
import { cue, rawCue, type Cue } from './cue';

export const MINIMISING_CUES: Cue[] = [
  // English
  cue(
    'min.en.getover',
    '(?:just |you (?:need to|should|have to|gotta|must) (?:just )?)get over it|get over yourself|move on already|just move on|let it go already|snap out of it|suck it up|man up|toughen up|grow up|stop (?:complaining|whining|moaning|crying|being (?:so )?(?:dramatic|sensitive|negative))',
    2,
  ),
  cue(
    'min.en.notbig',
    // A negation is required: "that's a big deal" is validation, "that's not / no big deal" minimises.
    "(?:(?:it's|it is|that's|that is|this is)(?: really| honestly| just)? (?:not (?:such |that )?(?:a |that )?|no )big deal|(?:this|it|that) (?:isn't|is not)(?: really| honestly)? (?:such |that )?(?:a |that )?big deal|not (?:that|a) big (?:of a )?deal)(?!,? (?:to|if|when) )|(?:it's|it is|that's) nothing|not the end of the world|first world problems?|(?:it's|it is) not that (?:bad|serious|deep)|could be (?:a lot |much |way )?worse|you(?:'re| are) (?:lucky|fine)(?: actually)?,? (?:at least|compared)",
    2,
  ),
  cue(
    'min.en.nodeal',
    "(?:not (?:that|so|such|too) big (?:of )?a deal|not a (?:huge|major|massive) deal|no (?:huge )?biggie|(?:it's|it is|that's|that is|this is) (?:really |honestly |just )?not (?:a (?:big|huge) (?:thing|problem|issue)|worth (?:the|all the) (?:tears|fuss|stress))|nothing to (?:be )?(?:so )?(?:upset|sad|stressed|crying|cry) (?:about|over)|(?:no need to|don't) make (?:such )?a (?:big )?(?:deal|fuss|thing) (?:out )?of (?:it|this|that)|(?:making|make) a mountain out of a molehill|blowing (?:it|this|that|things) (?:way )?out of proportion)(?!,? (?:to|if|when) )",
    2,
  ),
  cue(
    'min.en.others',
    '(?:others|other people|people|lots of people|many people|some people|plenty of people|kids) (?:have|had|go through) (?:it )?(?:much |way |far |a lot )?(?:worse|harder)|(?:at least|be grateful) (?:you|your)|(?:everyone|everybody) (?:goes|has gone|went) through (?:this|that|it)|we all (?:went|go) through (?:this|that|it)',
    2,
  ),
  cue(
    'min.en.overthink',
    "(?<!(?:if|whether|wonder(?:ing)?|worried|afraid|asked|ask|feel like|not saying|doesn't mean|think) )(?:stop|quit) (?:overthinking|thinking (?:so much|too much|about it)|worrying)|(?<!(?:if|whether|wonder(?:ing)?|worried|afraid|asked|ask|feel like|think) )(?:you(?:'re| are) (?:just )?overthinking|(?:you )?(?:think|worry) too much|(?:you're|you are|you) (?:being |so |too )*(?:dramatic|sensitive|overreacting|overly emotional|too emotional))|(?:it's|it is) (?:all )?in your head|(?:are|is|it's) just (?:stress|a phase|hormones|nerves)|just a phase",
    2,
  ),
  cue(
    'min.en.expect',
    "what did you expect|what do you expect|you knew (?:how|what)|(?:you|u) (?:asked|brought) for it|don't be (?:so )?(?:dramatic|sensitive|weak|silly|soft)|welcome to (?:being|the club|adulthood|real life)|that's (?:just )?life|deal with it|no one (?:cares|said (?:it|life) would be easy)|get a grip|(?:kind of|kinda) (?:messed up|ridiculous|silly)",
    2,
  ),
  cue(
    'min.en.weak',
    "(?:you )?dodged a bullet|(?:it's|it was) for the best|better (?:it|that it) (?:broke|ended|happened) now|(?:they'll|people will) (?:find something else|forget|get over it)|(?:it'll|this will|it will) (?:all )?blow over|(?:isn't|is not) (?:everything|the end)",
    1,
  ),
  // German
  cue(
    'min.de.anstellen',
    'stell dich nicht so an|(?:da |man )?muss (?:man )?sich (?:doch )?nicht so anstellen|reiß dich (?:mal |doch )?zusammen|jammer(?:n|st)? nicht|hör auf zu (?:jammern|heulen|grübeln|meckern)|(?:sei|bist du) (?:nicht )?(?:so |zu )?(?:empfindlich|sensibel|dramatisch)|mach (?:doch )?kein drama|übertreib (?:mal )?nicht|du übertreibst|mimose|da muss man durch|das musst du (?:halt |eben )?akzeptieren|sich nicht so haben',
    2,
  ),
  cue(
    'min.de.nichtschlimm',
    "(?:ist|wäre) (?:doch |ja |halt )(?:nicht|kein) (?:so |weiter )?(?:schlimm|wild|tragisch|drama|weltuntergang|beinbruch|problem)|(?:ist|wäre) (?:nicht|kein) (?:so |weiter )(?:schlimm|wild|tragisch)|(?:ist|wäre) (?:doch |ja |halt )?(?:kein) (?:drama|weltuntergang|beinbruch)|halb so (?:wild|schlimm)|(?:anderen|andere|vielen) (?:geht es|geht's|haben es) (?:viel |noch |weit )?(?:schlechter|schlimmer)|ich (?:versteh|verstehe) (?:das|dein) problem nicht|(?:stell dich|hab dich) nicht so|(?:das )?machen (?:doch )?alle durch|du denkst zu viel|denk nicht so viel|(?:typisch|so sind) (?:mann|männer|frauen)(?: halt| eben)?",
    2,
  ),
  cue(
    'min.de.nodeal',
    '(?:ist|wäre|sei|war) (?:doch |ja |halt |eben |eigentlich |echt |wirklich |auch |nun |alles )*(?:keine (?:so |allzu )?große sache|kein (?:so |allzu )?großes ding|keine große affäre|kein großer akt|nicht (?:so )?der rede wert|nicht das ende der welt|(?:nur|bloß) eine kleinigkeit)(?!,? (?:wenn|falls|um|für)(?![\\p{L}]))|mach (?:doch )?(?:keine große sache|kein großes ding|kein theater) (?:daraus|draus)|(?:ist|sind) doch (?:nur )?kleinigkeiten',
    2,
  ),
  cue(
    'min.de.weak',
    '(?:meint|meinen) es (?:bestimmt|sicher|doch) nicht so (?:böse|schlimm)|(?:das )?wird sich (?:schon )?(?:legen|geben)|(?:die|der|das) (?:kommt|kommen) schon (?:von selbst|wieder)|bringt (?:bei so was|eh|doch) (?:wenig|nichts)',
    1,
  ),
  // Arabic
  rawCue(
    'min.ar',
    '(?<!(?:مش|مو|ليس|ما|مهو|مش هو|هاد مش|هذا مش|هذا ليس|ولا|مش مجرد) )(?:' +
      foldText(
        'مش مشكلة كبيرة|مو شي كبير|مش شي كبير|ما تكبري الموضوع|لا تكبر الموضوع|ما تكبر الموضوع|غيرك عنده اسوأ|في ناس حالهم أسوأ|في ناس حالهم اسوا|غيرك أسوأ|بطل تفكير|بطلي تفكير|كفاية تفكير|انسى الموضوع|انسي الموضوع|دلع|مبالغ|مبالغة|بتبالغ|بتبالغي|كلنا مرينا',
      ) +
      ')',
    2,
  ),
  rawCue(
    'min.ar.nodeal',
    '(?<!(?:مش|مو|ليس|ليست|ما|مهو|ولا|مش مجرد|هاد مش|هذا مش|هذا ليس) )(?:' +
      foldText(
        'الموضوع مش كبير|الموضوع مو كبير|مش موضوع كبير|مو موضوع كبير|الموضوع بسيط|مش قصة كبيرة|ليس أمرا كبيرا|ليس أمرا جللا|ليس بهذه الأهمية|مش بهالأهمية|ليس بالأمر الكبير|ليست مشكلة كبيرة|ليست بالمشكلة الكبيرة|مش محرزة|كبر دماغك|كبري دماغك',
      ) +
      ')(?! (?:ان|انك|انو|لو|اذا) )',
    2,
  ),
  // Hebrew
  rawCue(
    'min.he',
    'תתגבר|תתגברי|אחרים במצב (?:יותר )?גרוע|אל תעשה מזה עניין|אל תעשי מזה עניין|אתה מגזים|את מגזימה|תפסיק לחשוב על זה|תפסיקי לחשוב על זה|זה לא ביג דיל|מה הביג דיל|עזוב את זה|עזבי את זה',
    2,
  ),
  // "It's not a big deal" (not before an infinitive, "if" or "that": זה לא נורא לבקש עזרה is reassurance)
  rawCue(
    'min.he.nodeal',
    '(?:זה לא כזה סיפור|זה לא כזה ביג דיל|זה לא סיפור גדול|זה לא עניין גדול|זה לא כזה עניין|זה לא כזה נורא|זה לא נורא|לא סוף העולם|מה כבר קרה|אין על מה להתרגש|אין סיבה להתרגש|עושה מזה סיפור|עושה מזה עניין|עושים מזה סיפור)(?!\\s+(?:ל\\p{L}|ש\\p{L}|אם(?!\\p{L})))',
    2,
  ),
  // Chinese (a "not" just before a cue negates it: 你不是玻璃心 is reassurance)
  rawCue(
    'min.zh',
    '(?<!不是|不是因为|并不是|不|别说你|没有|并非)(?:矫情|玻璃心|想太多|别想太多|想多了|不就是|没什么大不了|有什么大不了|别人比你惨|比你惨的人多的是|至于吗|小题大做|忍忍就过去了|熬过去就好)',
    2,
  ),
  // "It's not a big deal" with its subject (a topic before 不是什么大事 is reassurance: 哭不是什么大事)
  rawCue(
    'min.zh.nodeal',
    '(?:这|那|这事|这件事|这点事|这种事|这个)(?:又|也|真的|其实|根本|本来就|并)?(?:不是什么大事|不是多大的事|不算什么大事|算不了什么|没那么严重|没啥大不了)|多大点儿?事|没多大点?事|小事一桩|不就这点事',
    2,
  ),
];

/**
 * Wording just before a minimising cue, in its sentence, that makes the cue someone else's words or denies it: "you said
 * it's no big deal", "your mum said ...", "I won't tell you ...", "du sagst, das ist doch keine große Sache", "قلت إنه
 * ...", "אמרת שזה ...", "你说这不是什么大事" (folded; tested against the sentence up to the cue). Up to two words (Chinese: two
 * characters) may stand between it and the cue.
 */
const NOT_OWN_LATIN = [
  // English: someone else's words or thoughts, or a denial
  "(?:you|u|they|he|she|people|someone|somebody|everyone|everybody|others|(?:your|ur|his|her|their) [\\p{L}']+)(?: [\\p{L}']+)? (?:said|say|says|saying|told you|tell you|tells you|telling you|wrote|write|writes|mentioned|think|thinks|thought|feel like|felt like|feels like|keep saying|kept saying|keeps saying|hear|heard|were told|was told|claim|claims|claimed)",
  "(?:\\p{L}+n't|not|never|no one (?:should|can|gets to)|nobody (?:should|can|gets to))(?: [\\p{L}']+){0,2} (?:say|saying|tell you|telling you|claim|claiming|pretend|pretending)",
  "(?:don't|do not|never) let (?:anyone|anybody|them|people|others) tell you|instead of (?:saying|telling you)",
  // German
  '(?:du|sie|er|ihr|man|leute|alle|andere|jemand|(?:dein|deine|deinem|deiner|sein|seine|ihre) \\p{L}+)(?: \\p{L}+)? (?:sagst|sagt|sagen|sagte|sagten|schreibst|schreibt|schrieb|meinst|meint|meinen|meinte|denkst|denkt|dachtest|glaubst|glaubt|hörst|erzählst|erzählt|behauptest|behauptet)',
  '(?:hast|hat|haben) (?:mir |dir |uns )?(?:gesagt|geschrieben|gemeint|erzählt)',
  '(?:nicht|nie|niemals|keiner|niemand)(?: \\p{L}+){0,2} (?:sagen|behaupten|erzählen|einreden)|(?:sage|behaupte|erzähle) (?:ich )?(?:dir )?(?:nicht|nie|niemals)|lass dir (?:nichts |nicht |von niemandem )?(?:einreden|erzählen|sagen)|statt zu sagen',
].join('|');
const NOT_OWN_SEMITIC = [
  // Arabic (second and third person speech and feeling verbs; a denial)
  foldText(
    'قلتي|قلتيلي|بتقول|بتقولي|تقولين|كتبتي|بتحكي|حكيتي|بتحس|تحسين|تشعرين|قالوا|قالولك|بيقولوا|يقولون|قالت|قالك|بيقول|بتقلك|انت قلت|إنت قلت|انت كتبت|انت حاسس|انتي حاسة',
  ),
  foldText('(?:مش|ما|لن|لا)(?: رح| راح| ح)? ?(?:أقول|اقلك|بقلك|أقولك|بقولك)|ما حدا لازم يقلك|لا تخلي حدا يقلك'),
  // Hebrew (second and third person; present tense only with its pronoun; a denial)
  'אמרת|אמרתם|אמרו|אמר|אמרה|כתבת|כתבתם|כתב|כתבה|סיפרת|סיפרו|אומרים לך|(?:את|אתה|אתם|הם|היא|הוא|אנשים|כולם|מישהו) (?:אומרת|אומר|אומרים|חושבת|חושב|חושבים|מרגישה|מרגיש)',
  '(?:לא|אל|אף אחד לא)(?: \\p{L}+){0,2} (?:אגיד|אומר|אומרת|להגיד|אספר|לספר)|אל תתן לאף אחד להגיד לך|אל תתני לאף אחד להגיד לך',
].join('|');
const NOT_OWN_CHINESE =
  '你(?:说|说过|觉得|认为|写|写到|提到|讲|也说)|(?:他|她|他们|她们|别人|人家|大家|有人|家人|爸|妈|爸爸|妈妈|父母|朋友)(?:都|也|总|总是|老是|一直)?(?:说|说过|觉得|认为|讲)|(?:不会|不想|不是|并不是|没有|别|不能|不该|不应该)(?:跟你|对你)?说|别听';

export const MINIMISING_NOT_OWN = new RegExp(
  `(?:(?<![\\p{L}'])(?:${NOT_OWN_LATIN})|${NOT_OWN_SEMITIC})(?:[\\s,:]+|[\\p{L}']+){0,5}$|(?:${NOT_OWN_CHINESE})[，,：:\\s]?\\p{Script=Han}{0,2}$`,
  'u',
);

export const CHEER_CUES: Cue[] = [
  cue(
    'cheer.en.bright',
    "look on the bright side|(?:the )?bright side|silver lining|blessing in disguise|everything happens for a reason|(?:all )?happens for a reason|cheer up|chin up|stay positive|(?:just |try to )?(?:be|think|stay) positive|positive vibes|good vibes(?: only)?|smile more|put on a (?:happy )?(?:face|smile)|count your blessings|be grateful for what you have|(?:focus|look) on the positives?|it could be worse|don't be sad|don't worry,? be happy|happiness is a choice|choose happiness",
    2,
  ),
  cue(
    'cheer.en.weak',
    "(?:it|things|everything|life) (?:will |always )?gets? better|(?:everything|it|things|you)(?:'ll| will) (?:all )?be (?:fine|okay|ok|alright|great|good)|you(?:'ve)? got this|you can do (?:it|this)|this (?:too )?will pass|don't worry|no worries|stay strong|(?:you'll|you will) bounce back|(?:you'll|you will) look back (?:and|on)|you(?:'ll| will) be right|it(?:'s| is) gonna be (?:fine|okay|great)|hang in there|lol|haha|yay",
    1,
  ),
  // German
  cue(
    'cheer.de',
    "kopf hoch|sieh(?:'s| es) (?:doch )?positiv|positiv denken|denk positiv|alles wird gut|das wird (?:schon|schon wieder|wieder gut)|wird schon (?:wieder|gut)|alles (?:hat|passiert aus) (?:seinen|einem) grund|lass dich nicht (?:runterziehen|unterkriegen|hängen)|du schaffst das|(?:nur )?nicht aufgeben|(?:das )?wird schon wieder|hat alles (?:auch )?sein gutes|lächle (?:mal|einfach|doch)|sei (?:doch )?(?:froh|dankbar)|du hast (?:doch )?(?:noch )?alles vor dir|genieß(?:e)? das leben",
    1,
  ),
  // Arabic
  rawCue(
    'cheer.ar',
    foldText(
      'كل شي بيصير لسبب|كل شيء يحدث لسبب|خيرها بغيرها|ابتسم|ابتسمي|تفاءل|تفاءلي|تفائل|تفائلي|كله خير|كل شي رح يكون تمام|رح تكون بخير|بكرة احلى|بكرة أحلى|ولا يهمك',
    ),
    1,
  ),
  // Hebrew
  rawCue(
    'cheer.he',
    'הכל לטובה|גם זו לטובה|תחייך|תחייכי|יהיה בסדר|הכל יהיה בסדר|תהיה חיובי|תהיי חיובית|תסתכל על הצד החיובי|תסתכלי על הצד החיובי',
    1,
  ),
  // Chinese
  rawCue(
    'cheer.zh',
    '开心点|想开点|往好处想|一切都会好起来|都会好的|积极一点|乐观一点|凡事都有原因|塞翁失马|加油|笑一笑',
    1,
  ),
];

/** Sentence patterns that acknowledge the poster's distress (beyond strategy labels): reflection of a feeling or validation of it. */
export const ACKNOWLEDGE_CUES: Cue[] = [
  cue(
    'ack.en',
    "sounds (?:so |really |incredibly |very |truly )?(?:hard|painful|exhausting|lonely|heavy|overwhelming|frightening|scary|awful|rough|tough|difficult|draining|isolating|heartbreaking|upsetting|stressful|unfair|frustrating)|(?:must|can) (?:be|feel) (?:so |really |incredibly )?(?:hard|painful|exhausting|lonely|heavy|overwhelming|frightening|scary|awful|tough|difficult|draining|isolating|heartbreaking)|makes (?:complete |total |so much )?sense (?:that )?you|(?:your|these|those) (?:feelings|reactions|fears|grief|tears) (?:are|is) (?:valid|real|understandable)|(?:it's|it is) (?:completely |totally )?(?:understandable|normal|okay|natural) (?:that you|to feel|to be)|(?:i can|i) (?:hear|see|imagine) how (?:much|hard|painful|lonely|scared|tired)|no wonder you|of course you (?:feel|are)|(?:i'm|i am) (?:so |really )?sorry you(?:'re| are) (?:carrying|feeling|dealing|going through)|(?:taking|take) (?:this|that|it|you) seriously|(?:you|you're|you've) (?:been )?(?:carrying|holding) (?:so much|a lot|this)",
    1,
  ),
  cue(
    'ack.de',
    '(?:klingt|anhört|anfühlt)[^.?!]{0,20}(?:anstrengend|schwer|hart|belastend|einsam|erschöpfend|schmerzhaft|frustrierend|traurig|überfordernd|zermürbend)|kann (?:ich )?(?:gut |total |sehr gut )?(?:verstehen|nachvollziehen|nachfühlen),? dass|versteh(?:e)?(?: ich)?(?: gut| total| sehr gut)?,? dass|(?:verständlich|nachvollziehbar),? dass|kein wunder|muss (?:sich )?(?:[\\p{L}]+ ){0,2}(?:anfühlen|wehtun|weh tun)|(?:das|es) tut (?:mir )?(?:so |sehr )?(?:leid|weh),? dass|deine gefühle sind|ich nehme (?:das|es|dich) ernst',
    1,
  ),
  rawCue(
    'ack.other',
    foldText(
      'حاسة فيكي|حاسس فيك|حاسة فيك|كنفهمك|افهمك|صعب جدا|صعيب|مشاعرك|נשמע קשה|מבינה אותך|מבין אותך|כמה קשה|听起来|能理解|心疼|难受|委屈|不容易|抱抱你',
    ),
    1,
  ),
];
