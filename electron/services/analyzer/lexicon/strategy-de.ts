// German cues for the eight support strategies (written for this project); patterns run on folded sentence text.
import type { SupportStrategy } from '../../../../shared/domain/vocabulary';
import { cue, type Cue } from './cue';

const EMOTIONEN =
  'einsam|allein|alleine|traurig|erschöpft|müde|wütend|verletzt|enttäuscht|überfordert|hilflos|ratlos|schuldig|beschämt|verzweifelt|leer|ausgebrannt|zerrissen|gekränkt|unsicher|verloren|unsichtbar|ängstlich|gestresst|bedrückt|niedergeschlagen|frustriert|unter druck|am ende|fertig|kaputt';
const GEFUEHLE =
  'angst|scham|schuld|schuldgefühle?|trauer|wut|einsamkeit|erschöpfung|druck|last|schmerz|sorgen?|kummer|enttäuschung|verzweiflung|hilflosigkeit|leere';
const IMPERATIVE =
  'versuch|versuche|sprich|rede|red|geh|gehe|ruf|rufe|frag|frage|sag|sage|such|suche|schreib|schreibe|nimm|lass|mach|hör|melde|meld|gönn|plan|probier|bleib|setz|schau|zieh|hol|denk|überleg|gib|bring|lies|erzähl|nutze|nutz|sieh|wende|vereinbare|vereinbar|beantrage|beantrag|kümmer|kümmere|achte|achte|fang|lad|lade|hab|sei|tu|entschuldige|entschuldig|warte|wart|hilf|informier|informiere|klär|kläre|besprich|nehmt|macht|redet|sprecht|geht|sucht|lasst|probiert|schreibt|fragt|ruft|meldet|haltet|halt|gehe|plane|trau|traue|erlaub|erlaube|zeig|zeige|teil|teile|erklär|erkläre|bitte|leg|schick|schicke|pack|mach dir|gönne|üb|übe|atme|trink|iss|schlaf|bewirb|lern|lerne|stell';
const EINLEITUNG =
  '(?:(?:und|also|vielleicht|dann|erst mal|erstmal|zuerst|auch|bitte|ganz ehrlich|ehrlich gesagt|außerdem|übrigens|heute|heute noch|jetzt|wenn möglich|wenn du magst|wenn du kannst|bis dahin|in der zwischenzeit|trotzdem|aber|oder)[,:]? )*';

export const DE_STRATEGY_CUES: Record<SupportStrategy, Cue[]> = {
  Questions: [
    cue(
      'q.de.opener',
      `^${EINLEITUNG}(?:wie|was|wer|wem|wen|wann|wo|wohin|warum|weshalb|wieso|welche[rsmn]?|hast du|habt ihr|hat (?:er|sie|jemand)|kannst du|könntest du|würdest du|willst du|möchtest du|magst du|gibt es|ist es|bist du|wäre es|hättest du|darf ich|weißt du|kennst du|meinst du|glaubst du|siehst du|fühlst du)`,
      1.0,
    ),
    cue('q.de.frage', 'ich frage mich,? ob|ich bin neugierig|erzähl (?:mal )?mehr', 1.0),
  ],
  'Restatement or Paraphrasing': [
    cue(
      're.de.duschreibst',
      'du (?:schreibst|sagst|erzählst|beschreibst|erwähnst|hast (?:geschrieben|gesagt|erzählt|beschrieben|erwähnt))|was du (?:schreibst|beschreibst|erzählst|sagst|geschrieben|erlebt)',
      1.5,
    ),
    cue(
      're.de.verstehe',
      'wenn ich (?:dich|das|es) richtig verstehe|mit anderen worten|anders gesagt|du meinst also|das heißt,? du',
      1.8,
    ),
    cue(
      're.de.duhast',
      'du hast (?:[\\p{L}]+ ){0,5}(?:gemacht|versucht|verloren|angerufen|geschafft|gearbeitet|aufgegeben|gelernt|erlebt|bekommen|eingezahlt|durchgezogen|gekämpft|getragen|gepflegt|übernommen|verzichtet|gespart|gewartet|gehofft|gesucht)',
      1.0,
    ),
    cue(
      're.de.zwischen',
      'du (?:bist|stehst|sitzt|steckst) (?:[\\p{L}]+ ){0,3}(?:zwischen|hin- und hergerissen|in der mitte|fest)|auf der einen seite',
      1.1,
    ),
    cue(
      're.de.seit',
      'du (?:bist|lebst|arbeitest|pflegst|kümmerst dich|trägst|wohnst|sitzt) (?:[\\p{L}]+ ){0,3}seit',
      1.0,
    ),
  ],
  'Reflection of Feelings': [
    cue(
      'rf.de.klingt',
      '(?:das|es|dies|alles) (?:klingt|hört sich|muss sich|fühlt sich)|klingt (?:nach|wirklich|sehr|so|total|ganz|echt)',
      1.4,
    ),
    cue(
      'rf.de.klingtadj',
      '(?:klingt|anhört|anfühlt)[^.?!]{0,25}(?:anstrengend|schwer|hart|belastend|einsam|erschöpfend|schmerzhaft|frustrierend|traurig|überfordernd|bitter|zermürbend|ermüdend|beängstigend|verletzend|kräftezehrend)',
      1.6,
    ),
    cue(
      'rf.de.fuehlst',
      'du (?:fühlst|fühltest) dich|dich (?:[\\p{L}]+ ){0,3}(?:fühlst|gefühlt)|dass du dich (?:[\\p{L}]+ ){0,3}fühlst|was du (?:fühlst|empfindest)',
      1.5,
    ),
    cue(
      'rf.de.verstehen',
      '(?:ich kann|kann ich) (?:mir )?(?:gut |total |sehr gut |so gut |nur zu gut |absolut |richtig )?(?:verstehen|vorstellen|nachvollziehen|nachfühlen)|ich (?:verstehe|versteh) (?:gut |total |sehr gut )?,? (?:dass|wie|warum)',
      1.4,
    ),
    cue(
      'rf.de.muss',
      '(?:muss|müssen) (?:sich )?(?:[\\p{L}]+ ){0,3}(?:anfühlen|schwer sein|weh tun|wehtun|belasten|zermürben|schmerzen)|(?:das|es) tut weh',
      1.5,
    ),
    cue(
      'rf.de.keinwunder',
      'kein wunder|(?:verständlich|nachvollziehbar|natürlich|klar|logisch),? dass du|(?:ist|wäre) (?:doch )?(?:ganz )?(?:verständlich|nachvollziehbar)',
      1.3,
    ),
    cue(
      'rf.de.emotion',
      `(?:du|dich|dir|dein|deine|deinen|deiner|deinem)\\b[^.?!]{0,40}(?<![\\p{L}])(?:${EMOTIONEN}|${GEFUEHLE})(?![\\p{L}])`,
      1.0,
    ),
    cue(
      'rf.de.leid',
      'tut mir (?:so |sehr |wirklich |echt |unglaublich )?leid,? dass|(?:wie|so) (?:schwer|belastend|anstrengend|einsam|weh|viel)',
      0.9,
    ),
    cue(
      'rf.de.trägst',
      '(?:trägst|schleppst|hältst) (?:du )?(?:[\\p{L}]+ ){0,3}(?:allein|alleine|mit dir herum)|auf deinen schultern',
      1.2,
    ),
  ],
  'Self-disclosure': [
    cue(
      'sd.de.ichwar',
      'ich (?:war|hatte|habe|hab|bin) (?:[\\p{L}]+ ){0,5}(?:gewesen|gemacht|erlebt|durchgemacht|gehabt|aufgewachsen|gegangen|gearbeitet|verloren|gelernt|gebraucht|erzählt|gesagt|bekommen|reingekommen|geweint|gepflegt|gekämpft|gewechselt|abgebrochen|angefangen|gezogen|genommen|gezeigt|geschafft)',
      1.3,
    ),
    cue(
      'sd.de.kenne',
      'ich (?:kenn|kenne) (?:das|dieses|diese|den|die|so was|sowas)|(?:das|so was|sowas|dieses) (?:kenn|kenne) ich|mir (?:ging|geht) es (?:genauso|ähnlich|auch so)|ging mir (?:genauso|ähnlich|auch so)|ich (?:bin|war) auch|bei mir (?:war|ist) es (?:genauso|ähnlich)',
      1.6,
    ),
    cue(
      'sd.de.meine',
      '(?:mein|meine|meinem|meinen|meiner) (?:mann|frau|mutter|vater|mama|papa|eltern|familie|bruder|schwester|sohn|tochter|oma|opa|freund|freundin|partner|partnerin|chef|chefin|kind|kinder|schwiegermutter|schwiegervater|großeltern|cousine|cousin|onkel|tante|ex|kollegin|kollege)',
      1.1,
    ),
    cue(
      'sd.de.beimir',
      '(?:bei|für) (?:mir|uns) (?:war|hieß|ist|lief|hat|damals)|(?:bei uns|bei mir) zu hause|als ich|ich (?:komme|stamme) (?:auch |selbst )?aus|ich (?:selbst|persönlich)|damals (?:war|hatte|habe) ich',
      1.3,
    ),
    cue(
      'sd.de.geholfen',
      '(?:was|das) (?:mir|uns) geholfen hat|mir hat (?:[\\p{L}]+ ){0,3}geholfen|hat mir (?:sehr |total )?geholfen',
      1.3,
    ),
  ],
  'Affirmation and Reassurance': [
    cue(
      'af.de.nichtallein',
      'du bist (?:nicht|kein|keine|weder) (?:[\\p{L}]+ )?(?:allein|alleine|schwach|verrückt|egoistisch|undankbar|schuld|versager|versagerin|faul|das problem|eine last|falsch|die einzige|der einzige|schlecht|zu empfindlich|zu viel|schuldig|gescheitert)',
      2.0,
    ),
    cue(
      'af.de.keineschlechte',
      'du bist (?:kein|keine|keiner|nicht) (?:[\\p{L}]+ )?(?:tochter|sohn|mutter|vater|mensch|person|frau|mann|ehefrau|ehemann|freundin|freund|kind|versager\\p{L}*|egoist\\p{L}*|last|enttäuschung)',
      1.8,
    ),
    cue(
      'af.de.nichtschuld',
      '(?:das|es|dies) (?:ist|war) (?:nicht|keine|kein) (?:deine schuld|schwäche|versagen|egoistisch|faulheit|schande|verrat|dein versagen|undankbar|falsch)|(?:nicht|keine) deine schuld|(?:kein|keine) (?:schwäche|schande|versagen)',
      1.8,
    ),
    cue(
      'af.de.verlangst',
      'du (?:verlangst|übertreibst|bildest dir) (?:[\\p{L}]+ )?(?:nicht|nichts)|du hast nichts falsch gemacht|du hast (?:richtig|alles richtig|das richtige) gemacht',
      1.8,
    ),
    cue(
      'af.de.verdienst',
      'du (?:hast es verdient|verdienst|darfst|hast (?:ein )?recht)|es ist (?:okay|ok|in ordnung|erlaubt|legitim),? (?:wenn|dass|zu)',
      1.5,
    ),
    cue(
      'af.de.normal',
      '(?:das|es|dies) ist (?:völlig |total |ganz |absolut |vollkommen |doch )?(?:okay|ok|normal|in ordnung|verständlich|legitim|menschlich|berechtigt|mutig|stark|viel|eine leistung)',
      1.2,
    ),
    cue(
      'af.de.stark',
      '(?:ich finde|finde ich) (?:es )?(?:[\\p{L}]+ ){0,2}(?:stark|mutig|toll|gut|bemerkenswert|beeindruckend)|(?:stark|mutig|gut|toll|respekt),? dass du|hut ab|respekt|du kannst (?:[\\p{L}]+ )?stolz|darauf kannst du stolz',
      1.5,
    ),
    cue(
      'af.de.bistmehr',
      'du bist (?:[\\p{L}]+ )?(?:mehr als|ein guter|eine gute|stark|mutig|wertvoll|genug|nicht allein|wichtig|liebenswert)|deine (?:gefühle|wut|trauer|angst|bedürfnisse|wünsche) (?:sind|ist) (?:[\\p{L}]+ )?(?:berechtigt|normal|verständlich|echt|wichtig|okay)',
      1.4,
    ),
    cue(
      'af.de.musstnicht',
      'du musst (?:dich )?(?:[\\p{L}]+ ){0,2}nicht|niemand erwartet|es ist nie zu spät|es wird (?:besser|leichter)|das ist behandelbar',
      0.9,
    ),
    cue(
      'af.de.keineschwäche',
      '(?:ist|sind|war|waren) (?:doch )?(?:kein|keine|nicht) (?:zeichen (?:von|für) )?(?:schwäche|faulheit|versagen|egoismus|egoistisch|undank\\p{L}*|verrat|schande|deine schuld|dein fehler|deine aufgabe|deine verantwortung)|(?:heißt|bedeutet|macht) (?:doch )?(?:nicht|nichts|kein\\p{L}*),? (?:dass du|über dich|aus dir)',
      1.6,
    ),
    cue(
      'af.de.deine',
      '(?:deine|dein) (?:gefühle?|trauer|wut|angst|ängste|sorgen?|bedürfnisse?|wünsche?|frage|schmerz|tränen) (?:ist|sind) (?:nicht )?(?:berechtigt|normal|verständlich|echt|wichtig|okay|erlaubt|dumm|übertrieben)|(?:ist|sind) (?:ganz |allein |einzig )?(?:deine|dein) (?:entscheidung|sache|recht|leben|weg)',
      1.5,
    ),
    cue(
      'af.de.schaffst',
      'du (?:schaffst|packst) das|das wird (?:schon )?wieder|es wird (?:wieder )?(?:gut|besser|leichter)',
      1.4,
    ),
    cue(
      'af.de.froh',
      'ich bin (?:so |sehr |wirklich )?(?:froh|dankbar|stolz),? dass du|(?:schön|gut|wichtig),? dass du (?:das )?(?:schreibst|geschrieben|fragst|erzählst)|danke,? dass du',
      1.4,
    ),
  ],
  'Providing Suggestions': [
    cue('ps.de.imperativ', `^${EINLEITUNG}(?:${IMPERATIVE})`, 2.0),
    cue(
      'ps.de.dukönntest',
      'du (?:könntest|solltest|müsstest|kannst ja|kannst auch|kannst (?:[\\p{L}]+ ){0,3}(?:versuchen|fragen|anrufen|sagen|beantragen|machen|suchen|sprechen|ansprechen|überlegen|schreiben|gehen))|ihr (?:könntet|solltet)',
      1.4,
    ),
    cue(
      'ps.de.vielleicht',
      "(?:vielleicht|eventuell|möglicherweise|unter umständen) (?:hilft|hilft's|wäre|könnte|kannst|könntet|magst|willst|ist|geht|gibt|lohnt|findest|probierst|sprichst|fragst|redest|ruft|rufst|schreibst|hast du|ein|eine|einen|mit|über|erst|auch|zuerst)",
      1.4,
    ),
    cue(
      'ps.de.helfen',
      '(?:es|das|dies|was) (?:könnte|kann|würde|dürfte|wird) (?:[\\p{L}]+ )?(?:helfen|sinnvoll sein|gut tun|guttun|entlasten|leichter machen)|(?:es |das )?lohnt sich|es (?:wäre|ist) (?:gut|sinnvoll|hilfreich|wichtig|eine idee)',
      1.5,
    ),
    cue(
      'ps.de.tipp',
      '(?:mein|ein|kleiner|noch ein) (?:tipp|rat|ratschlag|vorschlag)|ich (?:würde|würd) (?:[\\p{L}]+ ){0,4}(?:versuchen|empfehlen|vorschlagen|raten|machen|sprechen|anrufen|gehen|nehmen|fragen|suchen|sagen|überlegen)|ich (?:empfehle|rate|schlage vor)|an deiner stelle',
      1.6,
    ),
    cue(
      'ps.de.kannhelfen',
      '(?:kann|könnte|dürfte|würde) (?:dir |euch )?(?:auch |sehr |wirklich )?(?:helfen|entlasten|gut tun|guttun)|(?:ein|der) (?:erster|guter|kleiner) schritt sein',
      1.2,
    ),
    cue(
      'ps.de.wiewäre',
      'wie wäre es|was wäre,? wenn|was hältst du davon|ein (?:erster|kleiner|guter) schritt|(?:eine|die) möglichkeit wäre',
      1.2,
    ),
    cue(
      'ps.de.wenndann',
      'wenn [^.?!]{1,60}, (?:ruf|geh|sprich|such|melde|wende|frag|sag|versuch|lass|nimm|schreib)',
      1.3,
    ),
    cue(
      'ps.de.bitte',
      'bitte (?:ruf|geh|sprich|such|melde|wende|frag|sag|versuch|bleib|nimm|hol|lass|schreib|pass)',
      1.6,
    ),
  ],
  Information: [
    cue(
      'in.de.viele',
      '(?:viele|die meisten|manche|einige|etliche|zahlreiche|immer mehr) (?:menschen|leute|männer|frauen|familien|eltern|kinder|betroffene|jugendliche|ärzte|ärztinnen|therapeuten|therapeutinnen|schulen|studierende|paare|deutsche|arbeitgeber|kassen|krankenkassen|praxen|kliniken|väter|mütter|pflegende|angehörige|von uns|in deiner|in deinem|in unserer|ältere|junge|unis|hochschulen|betriebe|gemeinden|dörfer)',
      1.5,
    ),
    cue(
      'in.de.oft',
      '(?:oft|häufig|meistens|meist|in der regel|normalerweise|typischerweise|übrigens|tatsächlich|grundsätzlich|gerade bei|gerade in|selten)',
      1.1,
    ),
    cue(
      'in.de.ist',
      '(?:ist|sind) (?:eine |ein |einer )?(?:sehr |ganz )?(?:häufige|häufiger|normale|typische|bekannte|echte|medizinische|behandelbare|ernsthafte|ernstzunehmende|anerkannte|klassische|weit verbreitete|verbreitete) ',
      1.1,
    ),
    cue('in.de.esgibt', '(?:es gibt|gibt es auch|gibt es|existieren)', 1.0),
    cue(
      'in.de.laut',
      '(?:studien|die forschung|forschung|die statistik|das gesetz|laut|gesetzlich|rechtlich|fachleute|ärzte sagen|psychologen)',
      1.3,
    ),
    cue(
      'in.de.amt',
      '(?:krankenkasse|pflegekasse|jobcenter|bürgergeld|arbeitsamt|agentur für arbeit|sozialamt|pflegegrad|kassenärztlich|116117|anspruch|zusteht|steht dir zu|recht auf|hartz|grundsicherung|wohngeld|bafög|kassen|hausärzt|nc|numerus clausus|wartezeit|wartesemester|tms|ausbildung|studium|abitur|gymnasium|realschule|hauptschule|probeunterricht|empfehlung|elternzeit|krankgeschrieben|krankschreibung|reha|psychotherapeutische sprechstunde|terminservicestelle)',
      0.6,
    ),
    cue(
      'in.de.kultur',
      '(?:in|bei) (?:vielen|manchen|deutschen|traditionellen|unseren|solchen|älteren|ländlichen|konservativen|katholischen|evangelischen) (?:familien|generationen|dörfern|kreisen|haushalten|regionen|gegenden|gemeinden|betrieben|milieus)|(?:diese|eine) (?:haltung|generation|prägung)',
      1.3,
    ),
    cue(
      'in.de.unsere',
      '(?:unsere|ihre|deren) (?:eltern|familien|väter|mütter|großeltern|generation|gemeinde|kultur|tradition|gesellschaft)|(?:viele|manche) (?:aus|in) (?:dieser|der|unserer|deiner) generation|diese generation',
      1.0,
    ),
    cue(
      'in.de.nennt',
      '(?:nennt|nennen) man|heißt (?:das|es) (?:auch|übrigens)?|das (?:ist|nennt sich) (?:ein|eine|der|die|das)',
      1.1,
    ),
  ],
  Others: [
    cue(
      'ot.de.wünsche',
      'alles gute|viel glück|viel kraft|ich drück dir die daumen|drück dir (?:die|fest die) daumen|daumen gedrückt|liebe grüße|fühl dich (?:gedrückt|umarmt)|pass auf dich auf|halt(?:e)? durch|ich wünsch(?:e)? dir|toi,? toi,? toi|gute besserung|alles liebe|umarmung|ich denk an dich|melde dich gern|halt uns auf dem laufenden|ich hoffe|hoffentlich|du schaffst das|du packst das',
      1.8,
    ),
    cue(
      'ot.de.gruss',
      '^(?:hey|hallo|hi|liebe|lieber|servus|moin|puh|oh|ach|oje|oha|mensch|na|grüß dich|grüß gott)(?:[,.!: ]|$)',
      1.0,
    ),
    cue(
      'ot.de.beileid',
      '(?:mein|herzliches|aufrichtiges) beileid|tut mir (?:so |sehr |wirklich )?leid(?:[.!]|$)',
      1.2,
    ),
  ],
};
