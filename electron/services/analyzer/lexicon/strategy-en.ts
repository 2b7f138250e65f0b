// English cues for the eight support strategies (written for this project); patterns run on folded sentence text.
import type { SupportStrategy } from '../../../../shared/domain/vocabulary';
import { cue, type Cue } from './cue';

const YOURE = "(?:you're|you are|youre|ur)";
const EMOTIONS =
  'lonely|alone|isolated|scared|afraid|frightened|anxious|worried|ashamed|guilty|angry|furious|hurt|sad|exhausted|drained|tired|overwhelmed|trapped|stuck|torn|worthless|numb|empty|invisible|heartbroken|frustrated|hopeless|helpless|confused|lost|unseen|unheard|rejected|betrayed|humiliated|embarrassed|disappointed|resentful|pressured|crushed|burnt out|burned out|depleted|grieving|devastated|panicked|desperate';
const FEELING_NOUNS =
  'grief|guilt|shame|pain|fear|loneliness|exhaustion|sadness|anger|hurt|frustration|despair|heartbreak|weight|pressure|burden|numbness|anxiety';
const IMPERATIVES =
  "try|talk|tell|ask|go|get|find|look|consider|call|contact|reach out|write|see|book|join|take|make|keep|let|give|set|start|stop|spend|focus|remember|don't|do not|put|bring|invite|plan|practise|practice|use|pick|choose|speak|visit|email|text|sit|schedule|seek|allow|avoid|skip|move|leave|search|check|read|learn|list|share|say|treat|break|build|wake|apply|request|document|contact|light|lean|mention|explain|offer|suggest|protect|rest|eat|sleep|breathe|journal|write down|note|prepare|frame|phrase|approach|reconnect|return|show|ring|google|download|report|record|ignore|accept|don't let|don't rush|don't try|never";
const FAMILY =
  "mom|mum|mother|dad|father|parents|family|grandmother|grandfather|grandma|grandpa|brother|sister|siblings|cousin|cousins|husband|wife|partner|son|daughter|kids|children|aunt|uncle|boyfriend|girlfriend|bf|gf|fiance|fiancee|ex|in-laws|mother-in-law|father-in-law|boss|manager|teacher|professor|rabbi|imam|sheikh|community|friends?|roommate|flatmate|landlord|therapist|doctor|school|university|uni|employer|parents'";
const OPENERS =
  '(?:[-•*]\\s*)?(?:(?:and|also|so|but|then|first|second|third|firstly|secondly|maybe|perhaps|please|just|honestly|meanwhile|finally|next|lastly|today|tonight|in the meantime|for now|first of all|most of all|above all|if you can|if you want|if possible)[,:]? )*';

export const EN_STRATEGY_CUES: Record<SupportStrategy, Cue[]> = {
  Questions: [
    cue(
      'q.opener',
      `^${OPENERS}(?:(?:what|how|who|when|where|why|which)(?: \\p{L}+)? (?:do|does|did|is|are|was|were|would|could|should|can|will|have|has|had|kind|type|sort|if|about|happened|helps|helped|makes|made|matters|long|often|many|much|old|come|exactly|else|would|'s|'re|do you|you'd)(?![\\p{L}])|(?:what's|how's|who's|where's|why's|whats|hows)|why not|is there|are there|have you|has anyone|has he|has she|do you|did you|does (?:he|she|it|anyone)|could you|would you|can you|will you|are you|were you|is it|would it|could it|might it|is that|do they|did they|could (?:a|an|the|someone|one)|would (?:a|an|the|someone|one))`,
      1.0,
    ),
    cue('q.wonder', "i(?:'m| am)? (?:wonder(?:ing)?|curious) (?:if|whether|what|how|about)", 1.2),
    cue('q.tellmore', 'tell (?:me|us) more|(?:can|could) you (?:say|share|tell) (?:a bit )?more', 1.3),
  ],
  'Restatement or Paraphrasing': [
    cue(
      're.sayingthat',
      "(?:so )?what (?:you're|you are|i'm) (?:saying|hearing|describing)|if i (?:understand|read|hear) (?:you|this|that)(?: (?:correctly|right))?|in other words",
      2.0,
    ),
    cue(
      're.yousaid',
      'you (?:said|wrote|write|say|mention(?:ed)?|describe[ds]?|told (?:us|me)|put it|call(?:ed)? it|talk(?:ed)? about)',
      1.5,
    ),
    cue(
      're.whatyou',
      "what you(?:'re| are)? (?:wrote|said|describe[ds]?|describing|shared|told|mentioned)(?! (?:is|are|isn't|was|makes|sounds|seems|also|really|totally|completely)(?![\\p{L}]))|the (?:line|part|bit|moment) (?:that|about|where|when)",
      1.4,
    ),
    cue(
      're.youvebeen',
      "you(?:'ve| have) (?:been (?:carrying|holding|trying|doing|spending|juggling|caring|working|living|hiding|pretending|keeping|studying|looking)|spent|done|given|lost|tried|worked|kept|built|carried|held|had to)",
      1.1,
    ),
    cue(
      're.between',
      `${YOURE} (?:caught|stuck|torn|trapped|standing|sitting|squeezed|living) (?:between|in the middle)|on (?:the )?one (?:hand|side)`,
      1.2,
    ),
    cue(
      're.yourpast',
      '(?:you|your (?:dad|father|mum|mom|mother|parents|family|wife|husband|aunt|uncle|sister|brother|son|daughter|rabbi|imam|boss|gp|doctor)) (?:left|moved|gave up|failed|passed|lost|grew up|sold|took|came|went|told|asked|started|stopped|said|called|worked|fought|studied|finished|decided|chose|got|had|found|heard|saw|spent)',
      0.8,
    ),
    cue('re.aftereverything', "after (?:all|everything|years|months|weeks) (?:you(?:'ve)?|of)", 0.8),
    cue('re.asyou', 'as (?:you|the) (?:said|put it|describe|wrote)|like you said', 1.2),
    cue(
      're.basically',
      "^(?:so|basically|essentially|in short|to sum up|long story short|from what (?:you(?:'ve)? )?(?:wrote|written|said|describe|shared|i read|i can tell))[,:]? (?:you|your|ur|they|he|she)(?![\\p{L}])|(?:it )?(?:sounds|seems|looks) like your (?:" +
        FAMILY +
        ')',
      1.4,
    ),
    cue(
      're.third',
      `(?:^|, |and |but )(?:your|ur) (?:(?:own|whole|entire) )?(?:${FAMILY}) (?:\\p{L}+ ){0,2}(?:expects?|wants?|keeps?|refuses?|treats?|uses?|makes?|tells?|told|blames?|ignores?|pushes|pushed|pressures?|pressured|forces?|forced|compares?|compared|doesn't|don't|won't|can't|never|only|is|are|was|were|has|have|had|said|thinks?|sees?|cares?) (?:\\p{L}+ ){0,3}(?:you|your|to)(?![\\p{L}])|(?:he|she|they) (?:\\p{L}+ )?(?:is|are|was|were|keeps?) (?:\\p{L}+ )?(?:using|manipulating|controlling|gaslighting|guilt-tripping|guilting|blaming|ignoring|pressuring|isolating|exploiting|belittling) (?:you|your)`,
      1.1,
    ),
  ],
  'Reflection of Feelings': [
    cue(
      'rf.sounds',
      '(?:that|it|this|which|everything|all of (?:this|that)) (?:sounds|must (?:be|feel|have been)|can (?:feel|be)|seems)',
      1.3,
    ),
    cue(
      'rf.soundslike',
      `sounds (?:so |really |incredibly |very |truly |completely |absolutely )?(?:hard|painful|exhausting|lonely|heavy|overwhelming|frightening|scary|awful|rough|tough|difficult|draining|isolating|confusing|heartbreaking|upsetting|stressful|unfair|frustrating|${EMOTIONS})`,
      1.6,
    ),
    cue(
      'rf.youfeel',
      "you (?:must |might |probably |may )?(?:feel|felt|are feeling|were feeling|have been feeling|'ve been feeling)|you(?:'re| are) (?:feeling|carrying|holding)",
      1.4,
    ),
    cue('rf.ican', 'i can (?:hear|sense|see|imagine|tell|feel|only imagine)(?: how| that| what| the| your)?', 1.4),
    cue(
      'rf.understandable',
      "(?:it's|it is|that's|that is) (?:so |completely |totally |entirely |very |perfectly )?(?:understandable|natural|no surprise) (?:that|to feel|you)|makes (?:complete |total |so much |perfect )?sense (?:that )?(?:you|your)|no wonder|of course (?:you|it|this|that) (?:feel|hurts?|is|would)",
      1.4,
    ),
    cue(
      'rf.emotionyou',
      `(?:you|you're|you are|you've|your|yourself)\\b[^.?!]{0,40}(?<![\\p{L}])(?:${EMOTIONS}|${FEELING_NOUNS})(?![\\p{L}])`,
      1.0,
      { negatable: true },
    ),
    cue(
      'rf.sorryyou',
      "(?:i'm|i am) (?:so |really |very |truly |deeply )?sorry (?:you(?:'re| are|'ve| have)|that you|for (?:what|how|the (?:pain|hurt|way)))",
      0.9,
    ),
    cue(
      'rf.howmuch',
      '(?:how|so) (?:much|lonely|painful|hard|heavy|exhausting|tiring|isolating|scary|confusing) (?:it|that|this|the|you|your)',
      0.9,
    ),
    cue(
      'rf.weighs',
      'weigh(?:s|ing)? on you|(?:carrying|holding) (?:so much|a lot|this|that|it) (?:alone|on your own|by yourself)|on your shoulders|in your chest',
      1.2,
    ),
    cue(
      'rf.thatsadj',
      "(?:that|this|it|which|what you(?:'re| are) going through)(?:'s| is| was| must be| has been| sounds| seems| would be)(?: so| really| just| incredibly| truly| super| very| pretty| absolutely| such)? (?:a )?(?:hard|rough|awful|terrible|tough|painful|heartbreaking|brutal|devastating|scary|frightening|exhausting|lonely|isolating|unfair|frustrating|infuriating|messed up|fucked up|shitty|crappy|a lot|so much|heavy|upsetting|sad|draining|cruel|hurtful|horrible|difficult|overwhelming|traumatic|traumatizing|a nightmare|hell|soul-crushing|gut-wrenching|a lot to (?:carry|deal with|handle|process))(?![\\p{L}])",
      1.3,
    ),
    cue(
      'rf.youseem',
      `you (?:seem|sound|look|appear)(?: to be)?(?: so| really| very| pretty| quite| a bit| kind of)? (?:${EMOTIONS}|like you(?:'re| are)? (?:${EMOTIONS}|feeling|carrying|struggling|hurting|grieving|going through))|i (?:totally |completely |really |fully |can )?(?:understand|get|feel) (?:how|why|what|your|the (?:pain|frustration|fear|anger|hurt))|i feel (?:for )?you(?![\\p{L}])`,
      1.3,
    ),
    cue(
      'rf.hurts',
      '(?:it|this|that) (?:hurts|stings|cuts deep|is heartbreaking|is painful|is exhausting|is lonely)',
      1.1,
    ),
  ],
  'Self-disclosure': [
    cue(
      'sd.beenthere',
      "i(?:'ve| have)? (?:been there|gone through|went through|been through|had the same|felt the same|lived (?:this|that|it))",
      1.6,
    ),
    cue(
      'sd.wheni',
      'when i (?:was|had|went|moved|lost|came|started|first|told|left|got|finally|tried|stopped|did)',
      1.5,
    ),
    cue(
      'sd.ipast',
      'i (?:was|had|grew up|went|used to|lost|moved|felt|struggled|remember|did|tried|spent|cared|left|came out|told|got|ended up|learned|learnt|quit|failed|cried|studied|converted|lived|worked|took|found|knew|married|divorced|switched|changed|started|stopped|saw|became|needed)',
      1.1,
    ),
    cue(
      'sd.myfamily',
      'my (?:mom|mum|mother|dad|father|parents|family|grandmother|grandfather|grandma|grandpa|granny|grandad|brother|sister|cousin|cousins|husband|wife|partner|son|daughter|kids|aunt|uncle|teta|friend|friends|boss|own|ex|in-laws|parent|grandparents|rabbi|imam|therapist|first|late|bf|gf|boyfriend|girlfriend)',
      1.1,
    ),
    cue(
      'sd.metoo',
      "me too|same here|same with me|same for me|i know (?:exactly|that|this|how|the|what|it)|(?:i'm|i am) (?:also|from|a|an) |(?:i'm|i am) [^.?!]{1,25} (?:too|as well)|i was the same|it was the same (?:with|for) me|so (?:familiar|relatable)|this hit (?:close|home)",
      1.3,
    ),
    cue('sd.helpedme', '(?:what|it|that|this) (?:really )?(?:helped|worked for|saved) (?:me|us)|helped me', 1.3),
    cue(
      'sd.inmy',
      'in my (?:family|experience|case|culture|house|community|home|twenties|teens|village|town|time)',
      1.3,
    ),
    cue(
      'sd.written',
      "i (?:could have|could've|might have) written (?:this|that|it)|i felt (?:this|that) (?:one )?in my|i swear|wallah,? i",
      1.2,
    ),
    cue(
      'sd.ihave',
      "i(?:'ve| have)(?: also| too| personally| myself| actually)? (?:had|been|done|lived|dealt|struggled|gone|seen|felt|experienced|survived|worked|lost|spent|tried|learned|learnt|found|watched|known)|(?:as|speaking as) (?:a|an|someone|somebody|another|one)(?![\\p{L}])|personally,? i|for me,? (?:it|the|what|this|that)|i myself|i'm (?:\\p{L}+ ){0,3}(?:myself|too|as well)",
      1.2,
    ),
    cue(
      'sd.allofus',
      '(?:all of us|many of us|most of us|we all) (?:went|go|have been|had|grew up)|(?:i|we) grew up',
      1.3,
    ),
  ],
  'Affirmation and Reassurance': [
    cue(
      'af.notalone',
      `${YOURE} (?:not|not the only one|never) (?:alone|weak|crazy|a failure|failing|selfish|ungrateful|broken|a burden|a bad|the problem|overreacting|imagining|wrong|lazy|being dramatic|too much|a disappointment|less|stupid|a stain|the only one|asking too much|a bad person)`,
      2.0,
    ),
    cue(
      'af.notfault',
      "(?:it's|it is|this is|that's|that is|this isn't|that isn't|it isn't|none of this is|this was|it was|that was)(?: not)? (?:your fault|weakness|a weakness|laziness|selfish|a failure|a sign of (?:weakness|failure)|shameful|a flaw|a betrayal|on you)|not (?:your|a) (?:fault|failure|flaw)",
      1.8,
    ),
    cue(
      'af.nothingwrong',
      "(?:nothing is|there's nothing|there is nothing|nothing's) wrong with you|you (?:did|have done|'ve done) nothing wrong|you did (?:the right thing|nothing wrong|well|great)",
      2.0,
    ),
    cue(
      'af.deserve',
      "you (?:deserve|are worth|'re worth|matter)|you(?:'re| are) (?:allowed|entitled) to|(?:it's|it is) (?:okay|ok|alright|fine|normal|human|allowed|not selfish|not wrong) (?:to|that|if)",
      1.6,
    ),
    cue(
      'af.okay',
      "(?:it's|it is|that's|that is|this is) (?:completely |totally |perfectly |so |very )?(?:normal|okay|ok|valid|human|understandable|legitimate|brave|huge|a big deal|real|a real loss)",
      1.0,
    ),
    cue(
      'af.glad',
      "(?:i'm|i am) (?:so |really |very )?(?:glad|proud|happy|grateful) (?:you|that you|of you)|thank you for (?:sharing|trusting|writing|telling|posting)",
      1.4,
    ),
    cue(
      'af.courage',
      '(?:takes|took|shows|showed|showing) (?:a lot of |real |so much )?(?:courage|strength|guts|love|care)|(?:brave|strong|courageous) (?:of you|thing)',
      1.5,
    ),
    cue(
      'af.doesnt',
      "(?:isn't|is not|aren't|are not|doesn't|does not|don't|do not|won't) (?:make you|mean you|define you|mean (?:you|that you) (?:failed|are))|(?:isn't|is not|aren't) (?:weakness|selfish|laziness|a failure|shameful|wasted|ungrateful|betrayal|a betrayal|weak faith|kufr|your fault)",
      1.3,
    ),
    cue(
      'af.youare',
      `${YOURE} (?:so |really |clearly |obviously |still )?(?:strong|brave|doing (?:your best|everything|a good|great|well|more|the right)|a good|a loving|more than|not the|worth|enough|capable|clearly|obviously|already)`,
      1.2,
    ),
    cue(
      'af.feelingsvalid',
      '(?:your|these|those|this|that) (?:feelings?|reactions?|fears?|anger|grief|tears|needs?|wish|wanting|desire|sadness) (?:is|are) (?:valid|normal|real|understandable|legitimate|human|okay|natural)',
      1.6,
    ),
    cue(
      'af.willget',
      "(?:things|it|this|you) (?:can|will|do|does) (?:get|be|feel) (?:better|easier|okay|lighter)|(?:this|it) (?:is|can be) treatable|there is hope|there(?:'s| is) a way",
      0.9,
    ),
    cue(
      'af.donthave',
      "you (?:don't|do not|dont) (?:have to|need to|owe)|you (?:don't|do not|dont) need (?:anyone's|anybody's|his|her|their|your parents'|my|our) (?:permission|approval|blessing|validation)|(?:you'll|you will|you're going to|you are going to|you're gonna) (?:get through|bounce back|make it|find your way|find (?:someone|the right)|be (?:a great|an amazing|a good))",
      1.4,
    ),
    cue(
      'af.faith',
      "(?:allah|god|hashem|g-d|hakadosh baruch hu|the almighty) (?:is not|isn't|hasn't|has not|won't|will not|doesn't|does not|never) (?:tired|angry|abandon|forget|forgotten|left|give up)|(?:allah|god|hashem|g-d) (?:loves|knows|sees|has|is with|hears|will) (?:you|your|exactly|what)|(?:your|the right) (?:naseeb|bashert|rizq|zivug) (?:will|is)",
      1.5,
    ),
    cue(
      'af.dontblame',
      "(?:don't|do not|never|stop|try not to) (?:blame|beat|hate|judge|punish|doubt|shame|guilt)(?: yourself| urself)|(?:don't|do not) be (?:so |too )?(?:hard|harsh|tough|mean) on (?:yourself|urself)|you (?:shouldn't|should not|don't need to|do not need to|don't have to|do not have to|never have to|needn't|shouldnt) (?:\\p{L}+ )?(?:feel|be) (?:\\p{L}+ )?(?:guilty|ashamed|bad|sorry|embarrassed|responsible|selfish|weak)|(?:don't|do not|never) (?:give up|lose hope|let (?:anyone|them|him|her|people) (?:tell|make) you)|(?:don't|do not) (?:feel|be) (?:bad|guilty|ashamed|embarrassed|sorry)",
      2.4,
    ),
    cue(
      'af.goingtobe',
      "(?:it|everything|things|you)(?:'s| is| are|'re|'ll| will)? (?:going to|gonna|will) (?:be|turn out|get) (?:okay|ok|fine|alright|all right|better|easier)|this (?:too )?shall pass|it gets better|(?:you are|you're) (?:a )?(?:good|great|kind|amazing|wonderful|strong|brave|smart|loving|caring|decent|lovely) (?:person|daughter|son|mother|mom|mum|father|dad|parent|wife|husband|friend|human|man|woman|sister|brother)|no one deserves|nobody deserves|you didn't deserve|you don't deserve (?:this|that|to be)",
      1.6,
    ),
    cue(
      'af.notweak',
      "(?:is|are|was|were)(?: not|n't) (?:a sign of |about |proof of )?(?:weak(?:ness)?|weak (?:faith|belief|iman|emunah)|laziness|lazy|selfish(?:ness)?|a failure|failure|stupid|shameful|wrong|crazy|ungrateful|disrespect(?:ful)?|betrayal|a betrayal|your (?:fault|responsibility|job|burden|failure))|(?:doesn't|does not|don't|do not|won't|will not) (?:mean|define|cancel|erase|change) (?:you|that|your|who|what|he|she|they)",
      1.6,
    ),
    cue(
      'af.yourpain',
      "your (?:pain|feelings?|grief|tears|problem|question|hurt|anger|sadness|worry|worries|fears?|needs?|wishes|dreams?) (?:is|are|isn't|aren't) (?:not )?(?:stupid|valid|real|weak|silly|too much|small|okay|legitimate|important|allowed)|(?:is|are) (?:entirely |completely |fully )?your (?:decision|choice|call|right|life|story)",
      1.5,
    ),
    cue(
      'af.willbeok',
      "(?:you'll|you will) be (?:okay|ok|fine|alright)|you(?:'ve)? got this|you can do (?:this|it)|you(?:'re| are) (?:going to|gonna) be (?:okay|ok|fine|alright)",
      1.6,
    ),
  ],
  'Providing Suggestions': [
    cue('ps.imperative', `^${OPENERS}(?:${IMPERATIVES})`, 2.0),
    cue(
      'ps.youcould',
      "you (?:could|might|should|may want to|might want to|need to|ought to|have to|must|can try|can ask|can talk|can tell|can go|can call|can reach|can start|can say|can find|can look|can contact|can write|can book|can apply|can request|can always)|you'd (?:better|be better off)",
      1.4,
    ),
    cue(
      'ps.mighthelp',
      '(?:it|this|that|which|one thing|something) (?:might|may|could|would|can|will) (?:help|be (?:worth|good|helpful|useful|an option|a (?:good|first|small) step|easier|safer|kinder))',
      1.6,
    ),
    cue(
      'ps.maybe',
      "(?:maybe|perhaps) (?:you|try|it|a|an|one|start|talk|ask|go|the|your|invite|tell|look|find|call|write|consider|just|don't|take|bring|keep|let)",
      1.2,
    ),
    cue(
      'ps.isuggest',
      "i(?:'d| would| really| strongly)? (?:suggest|recommend|encourage|advise|urge)|i(?:'d| would) (?:try|start|say|go|look|talk|ask|consider|focus|be|get|tell|stop|take|keep|not)|if i were you|my (?:advice|suggestion|tip|recommendation)",
      1.7,
    ),
    cue(
      'ps.whatif',
      '(?:what if|how about|what about) (?:you|trying|asking|talking|telling|starting|inviting|writing)|worth (?:asking|trying|talking|looking|reaching|considering|thinking|a try|a call|checking|exploring)|consider (?:asking|trying|talking|telling|a|an|the|whether|it)',
      1.3,
    ),
    cue(
      'ps.please',
      "(?:please|do) (?:reach out|call|talk|see|go|consider|try|tell|contact|don't|ask|get|find|look|let|stay|make|take|keep|speak|write|remember)",
      1.6,
    ),
    cue(
      'ps.step',
      '(?:one|an|another) (?:option|idea|possibility|step|thing (?:you|that) could)|a (?:good|first|small|gentle|practical|concrete) (?:step|idea|option|start)|(?:some|a few|two|three) (?:ideas|steps|suggestions|things that might|options)|(?:the|a) first step',
      1.3,
    ),
    cue(
      'ps.ifthen',
      "(?:if|when|once) [^.?!]{1,60}, (?:try|call|go|ask|see|talk|tell|please|contact|reach|consider|let|don't|write|book|get|find)",
      1.3,
    ),
    cue(
      'ps.couldhelp',
      '(?:could|might|may|can|would) (?:really |also )?(?:help|be a (?:good |first |gentle )?(?:step|start|option|way))',
      1.2,
    ),
    cue('ps.tryto', '(?:try|trying) (?:to|and|out)|start (?:with|by|small)|instead of', 0.8),
    cue(
      'ps.clause',
      `(?<=[,;:(]\\s{0,3}|\\s[-–]\\s|\\sand\\s|\\sthen\\s|\\sjust\\s)(?:${IMPERATIVES})(?= (?:to|with|for|your|yourself|her|him|them|it|a|an|the|some|someone|about|up|out|in|on|at|more|less|this|that|what|how|if|back|away|down|over|time|help|care|advantage)(?![\\p{L}]))`,
      1.4,
    ),
    cue(
      'ps.advice',
      "make sure|feel free to|don't be afraid to|do not be afraid to|(?:the )?(?:best|first|only|smartest) thing (?:you can do|to do|would be)|(?:it's|it is|it'd be|it would be) (?:\\p{L}+ )?(?:worth|a good idea|best|important|wise|smart|okay to|ok to|fine to) (?:to )?|(?:i'd|i would) (?:\\p{L}+ )?(?:recommend|suggest|advise)|(?:i|i'd) (?:think|say) (?:you|u) (?:should|need|could|might)|the key is|(?:you|u|one) (?:gotta|got to|gonna have to|need|needs|has to|have to|should) |(?:best|my|some|the|only|one) (?:advice|tip|suggestion|recommendation)|worth it to|you may want|you might want|you want to (?:make|find|talk|look|get|go|try|start)|(?:he|she|they|your \\p{L}+) (?:should|needs? to|has to|must) ",
      1.4,
    ),
  ],
  Information: [
    cue(
      'in.many',
      '(?:many|most|a lot of|lots of|some|plenty of|countless|more and more|so many) (?:people|students|families|parents|men|women|immigrants|kids|children|international|muslims|jews|chinese|germans|arabs?|therapists|doctors|universities|unis|countries|communities|frum|orthodox|clinics|schools|employers|of (?:us|them|our)|others|couples|caregivers|carers|daughters|sons|young|first|gulf|asian|lgbtq\\+?|queer|gay|rabbis|imams|scholars|synagogues|mosques|shuls|companies|programs|programmes)',
      1.5,
    ),
    cue(
      'in.common',
      "(?:is|are|was|it's) (?:a |an )?(?:very |really |extremely |so |quite )?(?:common|normal|typical|frequent|medical|treatable|real|well-known|recognised|recognized|known|classic|textbook|standard) (?:condition|illness|symptom|reaction|response|experience|pattern|problem|thing|sign|part|process|health)?",
      1.0,
    ),
    cue(
      'in.often',
      '(?:often|usually|typically|commonly|generally|frequently|tends? to|rarely|normally|in most cases|in many cases|historically|traditionally)',
      1.2,
    ),
    cue(
      'in.thereare',
      "(?:there are|there is|there's|there exist) (?:a |an |many |some |lots |also |free |confidential |specific |support |groups |services |counsell|organi[sz]ations|helplines|programs|programmes|therapists|rabbis|imams|scholars|resources|people who|apps|charities|mosques|synagogues|shuls|communities|websites|books|courses|funds|laws|rules)",
      1.2,
    ),
    cue(
      'in.research',
      '(?:research|studies|science|doctors|experts|scholars|the law|by law|legally|statistics?|the data|clinicians|psychologists|psychiatrists|the (?:nhs|who)) (?:shows?|says?|suggests?|finds?|found|recogni[sz]e|agree|consider|treat|see|describe)',
      1.6,
    ),
    cue(
      'in.culture',
      '(?:in|within|across|for) (?:many|most|some|our|your|their|arab|chinese|german|jewish|muslim|orthodox|islamic|gulf|asian|east asian|traditional|immigrant|diaspora|observant|frum|haredi|religious|collectivist|modern orthodox) (?:cultures?|families|communities|traditions?|households|countries|societ(?:y|ies)|circles|homes|generations?|world|law|practice|faith)',
      1.3,
    ),
    cue(
      'in.condition',
      "(?:symptoms?|condition|illness|disorder|depression|anxiety|burnout|burn-out|grief|trauma|alcohol|insomnia|panic attacks?|ptsd|tinnitus) (?:is|are|can|often|isn't|doesn't|makes?|affects?|causes?|dulls?|flattens?)",
      1.0,
    ),
    cue(
      'in.called',
      "(?:it's|it is|this is|that's|that is) (?:called|known as|what (?:psychologists|therapists|doctors|people) call)|(?:means|meaning) that",
      1.3,
    ),
    cue(
      'in.institutions',
      '(?:the|your|most|many) (?:university|uni|school|employer|insurance|nhs|law|government|job ?cent(?:er|re)|council|gp|hospital|college|rabbinate|court|embassy|programme|program|service|hr|union|landlord|bank) (?:has|have|offers?|covers?|pays?|must|is required|are required|can|usually|will|provides?)',
      1.2,
    ),
    cue(
      'in.ourparents',
      "(?:our|their) (?:parents|families|dads|fathers|mothers|mums|moms|grandmothers|grandparents|generation|parents' generation|community|communities|elders|culture|tradition|people|society)|the prophet|prophet \\p{L}+|the (?:torah|quran|qur'an|talmud|hadith|rabbis|sages|scholars)|halacha|in (?:islam|judaism|our deen|our tradition|jewish law|islamic law)",
      1.0,
    ),
    cue(
      'in.religion',
      "(?:the )?(?:quran|qur'an|koran|hadith|ahadith|sunnah|seerah|torah|talmud|gemara|mishnah|mishna|halacha|halakha|halachah|shulchan aruch|rambam|chazal|the prophet|rasulullah|the sages|fiqh|sharia|shariah|islamic law|jewish law|the rebbe|the rav|confucius|confucian|filial piety|xiao|scholars?|ulema|rabbis? (?:say|hold|teach|rule|allow))(?![\\p{L}])|(?:is|are|was|isn't|aren't|it's|considered) (?:\\p{L}+ )?(?:haram|halal|permissible|permitted|forbidden|prohibited|allowed|mandatory|obligatory|fard|makruh|mustahabb|a mitzvah|assur|muttar|kosher|treif|sinful|a sin)(?![\\p{L}])",
      1.3,
    ),
    cue(
      'in.law',
      "(?:is|are|it's|was) (?:\\p{L}+ )?(?:illegal|legal|against the law|unlawful|protected|covered|confidential|free|tax[- ]free|mandatory)(?![\\p{L}])|by law|(?:the )?laws? (?:says?|requires?|protects?|in)|legally|you(?:'re| are) (?:legally )?entitled|(?:have|has) (?:a |the )?right to",
      1.2,
    ),
    cue(
      'in.generic',
      "(?:^|, |and |but )(?:people|parents|kids|children|men|women|guys|students|immigrants|families|someone|anyone|everyone|nobody|therapists|doctors) (?:who|with|that|in|from|often|usually|tend|can|don't|do|are|get|have)(?![\\p{L}])",
      0.8,
    ),
    cue('in.percent', '\\d+ ?(?:percent|per cent|%)|one in (?:\\d+|three|four|five|ten)', 1.3),
  ],
  Others: [
    cue(
      'ot.wishes',
      "good luck|best of luck|all the best|wishing you|sending (?:you )?(?:hugs|love|strength|prayers|good vibes|a hug|warmth|big hugs)|take care|hang in there|stay strong|(?:big |virtual |huge )?hugs|rooting for you|thinking of you|praying for you|keep us (?:posted|updated)|update us|god bless|bless you|take it easy|cheers|best wishes|good wishes|hope (?:things|it|this|you|that)|i hope|i'm here (?:for you|if)|fingers crossed|you'll be right",
      1.8,
    ),
    cue(
      'ot.religious',
      "may (?:allah|god|hashem|he|she|her|his|the almighty)|inshallah|insha'?allah|in sha allah|allah (?:yrhamha|yerhamha|yrhamo|yerhamo|yir?hamha|ysahel|ysahhel|ma3ak|ma'ak|yfarej|y?sahhil)|baruch hashem|b'ezrat hashem|be'ezrat hashem|hamakom yenachem|refuah shleimah|ameen|amen",
      1.8,
    ),
    cue(
      'ot.sorryloss',
      "(?:i'm|i am) (?:so |really |very )?sorry (?:for|about) your (?:loss|grandmother|grandfather|mother|father|mum|mom|dad|teta|grandma|grandpa)|sorry to hear|my condolences|so sorry",
      1.2,
    ),
    cue(
      'ot.greeting',
      '^(?:hi|hey|hello|dear|servus|salam|salaam|shalom|assalamu alaikum|as-salamu alaykum|oy|ugh|oof|wow|man|mate|bro|dude|sis|akhi|achi|habibi|habibti|ukhti|ach|oh|sorry man|puh|aw|aww)(?:[,.!: ]|$)',
      1.0,
    ),
    cue('ot.laugh', 'lol|haha\\p{L}*|lmao|rofl|omg|😂|🙏|❤️|💛|🤗|💪|😊|🙂|👍', 0.8),
    cue(
      'ot.thanks',
      "thank(?:s| you)(?: so much| for (?:sharing|posting|this|the|writing|asking|your))?|jazak(?:allah|a ?allahu?)(?: khair(?:an)?)?|jzk|barak ?allahu? (?:feek|fik|fiki)|mashallah|masha'?allah|alhamdulillah|subhanallah|astaghfirullah|mazel tov|chag sameach|shabbat shalom|good shabbos|gut shabbos|shana tova|b'?hatzlacha|hatzlacha|im yirtzeh hashem|g-?d willing|god willing|bli neder|congrat(?:s|ulations)|rest in peace|rip|eid mubarak|ramadan (?:mubarak|kareem)|happy (?:new year|holidays|birthday|eid|chinese new year|passover|hanukkah|chanukah)|merry christmas|welcome (?:to|back)|edit:|update:|^this[.!]*$|upvoted?",
      1.6,
    ),
  ],
};
