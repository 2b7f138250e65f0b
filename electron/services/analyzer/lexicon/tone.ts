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
    "(?:it's|it is|that's|that is|this is|this isn't|it isn't|that isn't)(?: really| honestly)? (?:not )?(?:such )?(?:a |that )?(?:no )?big deal|not (?:that|a) big (?:of a )?deal|(?:it's|it is|that's) nothing|not the end of the world|first world problems?|(?:it's|it is) not that (?:bad|serious|deep)|could be (?:a lot |much |way )?worse|you(?:'re| are) (?:lucky|fine)(?: actually)?,? (?:at least|compared)",
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
  // Hebrew
  rawCue(
    'min.he',
    'תתגבר|תתגברי|אחרים במצב (?:יותר )?גרוע|אל תעשה מזה עניין|אל תעשי מזה עניין|אתה מגזים|את מגזימה|תפסיק לחשוב על זה|תפסיקי לחשוב על זה|זה לא ביג דיל|מה הביג דיל|עזוב את זה|עזבי את זה',
    2,
  ),
  // Chinese (a "not" just before a cue negates it: 你不是玻璃心 is reassurance)
  rawCue(
    'min.zh',
    '(?<!不是|不是因为|并不是|不|别说你|没有|并非)(?:矫情|玻璃心|想太多|别想太多|想多了|不就是|没什么大不了|有什么大不了|别人比你惨|比你惨的人多的是|至于吗|小题大做|忍忍就过去了|熬过去就好)',
    2,
  ),
];

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
