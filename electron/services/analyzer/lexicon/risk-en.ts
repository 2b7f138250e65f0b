// English risk cues (written for this project from clinical screening categories, not from any post): folded text,
// straight apostrophes. See risk-cue.ts for categories and tiers.
import { riskCue, type RiskCue } from './risk-cue';

const ME = '(?:myself|my ?self|my own life|my life)';
const HARM = '(?:kill|hurt|harm|stab|strangle|shoot|choke|beat|poison|murder)';
const OTHER =
  '(?:him|her|them|someone|somebody|people|everyone|my (?:\\p{L}+ )?(?:baby|child|kid|kids|son|daughter|husband|wife|dad|father|mom|mum|mother|brother|sister|boss|ex|neighbou?r|neighbou?rs|roommate|flatmate|housemate|partner|boyfriend|girlfriend|friend|coworker|co-worker|colleague|classmate|teacher|stepdad|stepfather|stepmom|stepmother|manager|landlord))';

export const EN_RISK_CUES: RiskCue[] = [
  riskCue(
    'risk.en.suicide.intent',
    'suicide',
    3,
    `(?:i'm|i am|i'll|i will|i'm going to|i am going to|gonna|going to|about to|plan(?:ning)? to|decided to|ready to) (?:kill ${ME}|end (?:it|it all|${ME}|things)|take ${ME}|commit suicide|do it tonight)|(?:wrote|written|writing|left|drafted) (?:a|my) (?:suicide|goodbye) (?:note|letter)|(?:bought|got|have|saved|stockpiled|collected|hoarding) (?:the |a |enough )?(?:pills|rope|gun|razor blades?|tablets) (?:to|for|so)|(?:tonight|this weekend|tomorrow) (?:i'll|i will|is the night|i'm going to) (?:end|do it|kill)|giving away my (?:things|stuff|belongings)|(?:researched|looked up|searching) (?:how|ways) to (?:kill ${ME}|die|end it)|(?:have|made) a plan to (?:die|kill|end)`,
  ),
  riskCue(
    'risk.en.suicide.thoughts',
    'suicide',
    2,
    `suicid(?:e|al)|kill(?:ing)? ${ME}|end(?:ing)? ${ME}|end(?:ing)? it all|take ${ME}|(?:want|wanted|wanting|wish) to (?:die|be dead|disappear forever|not exist|stop existing|not wake up)|wish(?:ed)? i (?:was|were) (?:dead|never born|gone)|better off dead|(?:don't|do not|no longer|never) want to (?:live|be alive|exist|wake up|be here anymore)|(?:tired|sick) of (?:living|being alive|life itself)|no reason to (?:live|keep going|go on)|(?:can't|cannot) (?:go on|keep living|do this anymore)|thoughts of (?:dying|death|suicide|ending)|(?:think|thinking|thought) (?:about|of) (?:dying|suicide|ending (?:it|things|${ME})|killing ${ME}|not being here)|life (?:isn't|is not) worth living|(?:sleep|go to sleep) and never wake up`,
  ),
  riskCue(
    'risk.en.selfharm.act',
    'self_harm',
    3,
    "overdos(?:e|ed|ing)|(?:took|swallowed|taken) (?:a (?:whole|full) )?(?:bottle|handful|box|lot) of (?:pills|tablets)|cut (?:myself )?(?:too )?deep(?:er)?|(?:bleeding|blood) (?:won't|will not|doesn't) stop",
  ),
  riskCue(
    'risk.en.selfharm',
    'self_harm',
    2,
    `(?:cut|cutting|burn|burning|burned|burnt|hurt|hurting|harm|harming|hit|hitting|punish|punishing|scratch|scratching|starve|starving) ${ME}|self[- ]?harm(?:ing|ed)?|self[- ]injur(?:y|ing)|(?:relapsed|relapse) (?:into|on) (?:cutting|self[- ]?harm)|urge to (?:cut|hurt ${ME}|self[- ]?harm)|(?:cut|cutting|cuts|slit|slitting|slash|slashing|burn|burning|burned) (?:my|both my|into my) (?:arms?|wrists?|legs?|thighs?|skin|stomach|hands?)`,
  ),
  riskCue(
    'risk.en.others.intent',
    'harm_to_others',
    3,
    `(?:i'm|i am|i'll|i will|going to|gonna|plan(?:ning)? to) ${HARM} ${OTHER}|(?:bought|got) a (?:gun|knife|weapon) (?:to|for) (?:him|her|them|use)`,
  ),
  riskCue(
    'risk.en.others',
    'harm_to_others',
    2,
    `(?:want|wanted|urge|urges|thoughts|thinking|fantasi[sz]e|fantasi[sz]ing|afraid i(?:'ll| will| might| could)|scared i(?:'ll| will| might| could)) (?:to |about |of )?(?:${HARM}|hurting|harming|killing) ${OTHER}`,
  ),
  riskCue(
    'risk.en.abuse.danger',
    'abuse',
    3,
    "(?:threaten(?:s|ed|ing)?|said he(?:'d| would)|said she(?:'d| would)) (?:to )?kill (?:me|us|my)|(?:i'm|i am|i'm not|i am not) (?:afraid for my life|safe at home)|(?:choked|strangled) me|(?:has|with) a (?:gun|knife) (?:and|at home)",
  ),
  riskCue(
    'risk.en.abuse',
    'abuse',
    2,
    '(?:he|she|they|my (?:\\p{L}+ )?(?:dad|father|mom|mum|mother|husband|wife|partner|boyfriend|girlfriend|brother|sister|uncle|stepdad|stepfather|stepmom|stepmother|parents|family|in-laws|ex)) (?:still |often |always |regularly |sometimes |used to )?(?:hits?|hitting|beats?|beat|beating|kicks?|kicked|slaps?|slapped|punch(?:es|ed)?|chokes|burns|rapes?|raped|molest(?:s|ed)|abuses?|abused|locks?|locked) (?:me|us|my (?:mom|mum|mother|siblings|sister|brother))|(?:domestic|sexual|physical|emotional) (?:violence|abuse|assault)|sexually (?:abused|assaulted|harassed)|(?:was|were|been|being|got) (?:raped|molested|abused|assaulted)|(?:rape|incest|child abuse)(?![\\p{L}])|forces? me to (?:have sex|sleep with|do sexual)',
  ),
  riskCue(
    'risk.en.burden',
    'burden',
    2,
    "(?:be|been|are|is|would be|were) better off (?:without me|if i (?:just )?(?:disappeared|wasn't here|weren't here|was gone|were gone|didn't exist|died|left for good)|with me gone)|(?:manage|do|be) (?:fine|better|okay) without me|(?:nobody|no one|no-one) would (?:notice|care|miss me)|(?:i'm|i am) (?:just |only )?a burden (?:to|on|for)|(?:i'm|i am) (?:such )?a burden|everyone would be happier (?:without me|if i)",
  ),
  riskCue(
    'risk.en.hopeless',
    'hopelessness',
    1,
    "hopeless(?:ness)?|no way out|no point (?:in )?(?:living|anything|going on|trying|getting up)|what(?:'s| is) the point (?:of|in|anymore)|nothing(?:'s| is)? (?:ever )?(?:going to|gonna|will|can) (?:ever )?(?:change|get better|help|improve)|(?:can't|cannot|don't|do not) (?:see|imagine|picture) (?:a|any|my) future|trapped (?:with no|and there's no)|no light at the end",
  ),
];
