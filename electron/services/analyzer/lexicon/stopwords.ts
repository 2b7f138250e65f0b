// Stop words (function words that carry no topic) for English and German, short lists for Arabic and Hebrew, and generic words that count less.

const words = (list: string): Set<string> => new Set(list.split(/\s+/).filter(Boolean));

export const EN_STOP = words(`
a about above after again against all almost also although always am among an and another any anyone anything are aren't around as at
back be became because become been before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing
don't done down during each either else enough even ever every everyone everything for from further get gets getting got had hadn't has hasn't
have haven't having he he'd he'll he's her here hers herself him himself his how however i i'd i'll i'm i've if in into is isn't it it's its
itself just kind least less let let's like made make many may me might mine more most much must my myself need no nor not now of off often on
once one only or other others our ours ourselves out over own per perhaps quite rather really said same say says see seem seems she she'd she'll
she's should shouldn't since so some someone something sometimes still such than that that's the their theirs them themselves then there there's
these they they'd they'll they're they've thing things this those though through thus to too toward towards under until up upon us very via was
wasn't way we we'd we'll we're we've were weren't what what's when where whether which while who who's whom whose why will with within without
won't would wouldn't yet you you'd you'll you're you've your yours yourself yourselves yes ok okay oh also just even maybe honestly actually
right well going gonna want wants wanted lot lots bit already anymore ever never every each else able
ask asked asks asking take took taken takes taking give gave given gives come came comes coming go goes went gone know knew knows
tell tells telling try tried tries trying keep kept keeps look looks looked put puts seem seemed mean means meant call called calls
use used start started end ended ending find found feel feels new old first last next many much little big small long sure
`);

export const DE_STOP = words(`
aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes anders auch auf aus bei beim bin bis bist bitte
da dabei dadurch dafür dagegen daher dahin damals damit danach dann daran darauf daraus darf darin darum darüber das dass davon davor dazu dein
deine deinem deinen deiner deines dem den denen denn der deren des deshalb dessen dich die dies diese diesem diesen dieser dieses dir doch dort
du durch eben ein eine einem einen einer eines einfach einmal er es etwa etwas euch euer eure für gab gar gegen gewesen gibt ging habe haben
hab hat hatte hatten hättest hier hin hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im immer in ins ist ja je jede jedem jeden
jeder jedes jemand jetzt kann kannst kein keine keinem keinen keiner keines können könnte könntest man manche manchmal mal mehr mein meine
meinem meinen meiner meines mich mir mit muss musst müssen nach nachdem nein nicht nichts noch nun nur ob oder ohne schon sehr sein seine
seinem seinen seiner seines seit selbst sich sie sind so solche soll sollte sollten sondern sonst sowie über um und uns unser unsere unter viel
vielleicht vom von vor wann war waren warst was weil weiter welche welchem welchen welcher welches wenn wer werde werden wie wieder will wir
wird wirklich wo wollen wollte würde würden zu zum zur zwar zwischen echt halt eh ganz total so sowas irgendwie natürlich klar gerade erst
geht gehen gut kommt wäre wären hast habt sei seid
machen mache macht gemacht fragen frage fragt gefragt sagen sage sagt gehen ging gegangen kommen kam gekommen wissen weiß weißt
nehmen nimmt genommen geben gibt gegeben lassen lässt gelassen sehen sieht gesehen finden findet gefunden bleiben bleibt geblieben
stehen steht liegen liegt sitzen sitzt tun tut getan neu alt erste letzte groß klein lang schon mal
`);

export const AR_STOP = words(`
في من على الى إلى عن مع هذا هذه ذلك تلك هو هي انا أنا انت أنت انتي أنتِ نحن هم ما لا لم لن ان أن إن كان كانت يكون قد كل بعض او أو ثم
و ف ب ل ك اللي الذي التي الذين شو ايش مش مو بس كمان يعني هيك هاد هادا هادي هذي حتى عشان لأن لان كيف وين متى لما علي عليه عليها عندي عنده عندها
والله بدي بدك
`);

export const HE_STOP = words(`
של את על עם זה זו זאת הוא היא אני אתה את אנחנו הם הן לא כן מה מי כי אם גם רק כל יש אין היה הייתה להיות או אבל כמו עוד כבר אז אחרי לפני
שלי שלך שלו שלה שלנו שלהם אותי אותך אותו אותה לי לך לו לה לנו להם בו בה ממש מאוד פשוט
`);

/** Words that occur in almost every distress post and reply: shared, they say little about engagement. */
export const GENERIC = words(`
feel feeling felt people family life time day days year years thing things person really always never know think want make good bad
parent parents mother father mom mum dad home work help someone everyone anyone nothing everything tell talk said told way even hard
fühlen gefühl leute familie leben zeit tag jahr jahre sache menschen immer nie wissen denken sagen gesagt eltern mutter vater hause arbeit
hilfe jemand alle nichts reden schwer
fear afraid scared shame ashamed guilt guilty sad tired alone lonely night nights morning week weeks month months doctor face word words
table friend friends school job money house world way place angst scham schäm schuld traurig müde allein einsam nacht nachts morgen woche
monat arzt ärztin gesicht wort wörter tisch freund freunde schule geld haus welt weg
`);
