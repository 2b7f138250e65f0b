// German cues for the eight support strategies (written for this project from the strategy definitions, in forum
// register: du-form, dropped subjects, Umgangssprache); patterns run on folded sentence text.
import type { SupportStrategy } from '../../../../shared/domain/vocabulary';
import { cue, type Cue } from './cue';

const EMOTIONEN =
  'einsam|allein|alleine|traurig|erschöpft|müde|wütend|sauer|verletzt|enttäuscht|überfordert|hilflos|ratlos|schuldig|beschämt|verzweifelt|leer|ausgebrannt|zerrissen|gekränkt|unsicher|verloren|unsichtbar|ängstlich|gestresst|bedrückt|niedergeschlagen|frustriert|unter druck|am ende|fertig|kaputt|verängstigt|panisch|hoffnungslos|gedemütigt|bloßgestellt|ausgelaugt|gefangen|festgefahren|wertlos|ungeliebt|abgelehnt|übergangen|missverstanden|machtlos|angespannt|nervös|verunsichert|deprimiert|down|mies|beschissen|scheiße|elend|zermürbt|genervt|verbittert|eifersüchtig|neidisch|schockiert|geschockt|verwirrt|orientierungslos|überrumpelt|im stich gelassen';
const GEFUEHLE =
  'angst|ängste|scham|schuld|schuldgefühle?|trauer|wut|einsamkeit|erschöpfung|druck|last|schmerz|sorgen?|kummer|enttäuschung|verzweiflung|hilflosigkeit|leere|frust|frustration|liebeskummer|heimweh|panik|gefühle?|gedanken';
const IMPERATIVE =
  'versuch|versuche|sprich|rede|red|geh|gehe|ruf|rufe|frag|frage|sag|sage|such|suche|schreib|schreibe|nimm|lass|mach|hör|höre|melde|meld|gönn|gönne|plan|plane|probier|probiere|bleib|bleibe|setz|setze|schau|schaue|zieh|ziehe|hol|hole|denk|denke|überleg|überlege|gib|bring|lies|erzähl|erzähle|nutze|nutz|sieh|wende|vereinbare|vereinbar|beantrage|beantrag|kümmer|kümmere|achte|fang|lad|lade|hab|sei|tu|tue|entschuldige|warte|wart|hilf|informier|informiere|klär|kläre|besprich|nehmt|macht|redet|sprecht|geht|sucht|lasst|probiert|schreibt|fragt|ruft|meldet|haltet|halt|trau|traue|erlaub|erlaube|zeig|zeige|teil|teile|erklär|erkläre|leg|lege|schick|schicke|pack|üb|übe|atme|trink|iss|schlaf|bewirb|lern|lerne|stell|stelle|fokussier|fokussiere|konzentrier|konzentriere|vertrau|vertraue|triff|kauf|kaufe|verbring|verbringe|vernetz|vernetze|beweg|bewege|tausch|tausche|behandle|behandel|akzeptier|akzeptiere|lenk|lenke|gewöhn|erkenne|erkenn|hinterfrag|hinterfrage|grenz|grenze|dokumentier|dokumentiere|notier|notiere|kontaktier|kontaktiere|besuch|besuche|wechsel|wechsle|kündige|kündig|beende|beend|bewahre|bewahr|verzichte|verzichte|gewöhne|richte|richt|mach dir|tritt|streich|gestalte|räum|räume|erledige|organisier|organisiere|hör auf|fang an|mach weiter|bleib dran|ruf an|geh hin|schreib auf|such dir|hol dir|nimm dir|gönn dir|lass dich|trau dich|melde dich|wende dich|kümmer dich';
const EINLEITUNG =
  '(?:(?:und|also|vielleicht|dann|erst mal|erstmal|zuerst|auch|bitte|ganz ehrlich|ehrlich gesagt|außerdem|übrigens|heute|heute noch|jetzt|wenn möglich|wenn du magst|wenn du kannst|bis dahin|in der zwischenzeit|trotzdem|aber|oder|einfach|ansonsten|sonst|daher|deshalb|darum|danach|als erstes|zunächst|parallel|nebenbei|am wichtigsten|wichtig|tipp|mein tipp|mein rat)[,:]? )*';
const FAMILIE =
  'mann|frau|mutter|vater|mama|papa|eltern|familie|bruder|schwester|sohn|tochter|oma|opa|freund|freundin|partner|partnerin|chef|chefin|kind|kinder|schwiegermutter|schwiegervater|schwiegereltern|großeltern|cousine|cousin|onkel|tante|ex|kollegin|kollege|therapeutin|therapeut|ärztin|arzt|geschwister|verlobte|verlobter|lehrerin|lehrer|ausbilder|ausbilderin|chefs|vermieter|nachbarn|kumpel|mitbewohner|mitbewohnerin';
/** A past participle (ge...t / ge...en, or a separable-verb participle like "angefangen", "durchgemacht"). */
const PARTIZIP = '(?:\\p{L}{0,6}ge\\p{L}{2,}(?:t|en)|\\p{L}+iert)';

export const DE_STRATEGY_CUES: Record<SupportStrategy, Cue[]> = {
  Questions: [
    cue(
      'q.de.opener',
      `^${EINLEITUNG}(?:(?:wie|was|wer|wem|wen|wann|wo|wohin|woher|warum|weshalb|wieso|weswegen|welche[rsmn]?(?: \\p{L}+)?) (?:\\p{L}+st|ist|sind|war|waren|wäre|hat|haben|hatte|hätte|kann|könnte|kannst|würde|wird|soll|sollte|muss|darf|geht|gibt|sagt|sagen|meint|macht|hilft|denkt|passiert|läuft|kam|lange|oft|viel|viele|genau|eigentlich|denn|so|alt|sehr|schlimm)|hast du|habt ihr|hat (?:er|sie|jemand|dein|deine)|kannst du|könntest du|würdest du|willst du|möchtest du|magst du|gibt es|ist es|ist das|bist du|wäre es|hättest du|darf ich|weißt du|kennst du|meinst du|glaubst du|siehst du|fühlst du|denkst du|warst du|wart ihr|wohnst du|lebst du|arbeitest du|studierst du|machst du|gehst du|redest du|sprichst du|wusstest du)(?![\\p{L}])`,
      1.0,
    ),
    cue(
      'q.de.frage',
      'ich frage mich,? ob|ich bin neugierig|erzähl (?:mal )?mehr|mich würde interessieren|darf ich fragen',
      1.2,
    ),
  ],
  'Restatement or Paraphrasing': [
    cue(
      're.de.duschreibst',
      'du (?:schreibst|sagst|erzählst|beschreibst|erwähnst|schilderst|meinst|hast (?:geschrieben|gesagt|erzählt|beschrieben|erwähnt|geschildert))|was du (?:schreibst|beschreibst|erzählst|sagst|geschrieben|erlebt|schilderst)|(?:so )?wie du (?:es |das )?(?:beschreibst|schilderst|schreibst|erzählst)',
      1.5,
    ),
    cue(
      're.de.verstehe',
      'wenn ich (?:dich|das|es|deinen (?:post|text|beitrag)) richtig (?:verstehe|lese|verstanden habe)|mit anderen worten|anders gesagt|du meinst also|das heißt,? du|was ich (?:da )?(?:raus|heraus)?(?:lese|höre)|was ich (?:rauslesen|herauslesen|verstehe)|zusammengefasst|kurz gesagt',
      1.8,
    ),
    cue(
      're.de.also',
      'du (?:\\p{L}+ )?also(?![\\p{L}])|(?:^|, )also (?:du|dein|deine|ihr|euer|eure)(?![\\p{L}])|ihr (?:habt|seid) (?:also|beide)',
      1.4,
    ),
    cue('re.de.duhast', `du hast (?:[\\p{L}]+ ){0,5}${PARTIZIP}(?:,| und| aber| obwohl| seit| doch)`, 0.9),
    cue(
      're.de.zwischen',
      'du (?:bist|stehst|sitzt|steckst|hängst) (?:[\\p{L}]+ ){0,3}(?:zwischen|hin- und hergerissen|in der mitte|fest|in einer zwickmühle)|auf der einen seite',
      1.1,
    ),
    cue(
      're.de.seit',
      'du (?:bist|lebst|arbeitest|pflegst|kümmerst dich|trägst|wohnst|sitzt|machst|versuchst|suchst|kämpfst) (?:[\\p{L}]+ ){0,3}seit',
      1.0,
    ),
    cue(
      're.de.dritte',
      `(?:^|, |und )(?:dein|deine|deinen|deinem|er|sie|die|der) (?:(?:${FAMILIE}) )?(?:\\p{L}+ ){0,2}(?:erwartet|erwarten|verlangt|verlangen|will|wollen|möchte|behandelt|behandeln|nutzt|nützt|nutzen|macht dich|machen dich|gibt dir|geben dir|lässt dich|lassen dich|kontrolliert|manipuliert|ignoriert|ignorieren|redet|reden) (?:dich|dir|von dir|dass du|mit dir|über dich)`,
      1.1,
    ),
  ],
  'Reflection of Feelings': [
    cue(
      'rf.de.klingt',
      '(?:das|es|dies|alles|das alles|das hier) (?:klingt|hört sich|muss sich|fühlt sich|liest sich)|klingt (?:nach|wirklich|sehr|so|total|ganz|echt|ziemlich|einfach|richtig|furchtbar|schrecklich|heftig)',
      1.4,
    ),
    cue(
      'rf.de.klingtadj',
      '(?:klingt|anhört|anfühlt|liest sich)[^.?!]{0,25}(?:anstrengend|schwer|hart|belastend|einsam|erschöpfend|schmerzhaft|frustrierend|traurig|überfordernd|bitter|zermürbend|ermüdend|beängstigend|verletzend|kräftezehrend|nicht gut|übel|heftig|schlimm|furchtbar|beschissen|scheiße|mies)',
      1.6,
    ),
    cue(
      'rf.de.fuehlst',
      'du (?:fühlst|fühltest) dich|dich (?:[\\p{L}]+ ){0,3}(?:fühlst|gefühlt)|dass du dich (?:[\\p{L}]+ ){0,3}fühlst|was du (?:fühlst|empfindest|durchmachst)|du (?:wirkst|scheinst)(?![\\p{L}])|(?:es )?scheint,? (?:als|dass|wie wenn) du|du bist (?:[\\p{L}]+ ){0,2}(?:wohl|sicher|bestimmt|offensichtlich) (?:[\\p{L}]+ )?(?:' +
        EMOTIONEN +
        ')',
      1.4,
    ),
    cue(
      'rf.de.verstehen',
      '(?:ich kann|kann ich) (?:dich |dir |mir |deine \\p{L}+ |das )?(?:gut |total |sehr gut |so gut |nur zu gut |absolut |richtig |voll |echt )?(?:verstehen|vorstellen|nachvollziehen|nachfühlen)|ich (?:verstehe|versteh) (?:dich|deine|dein|gut|total|sehr|voll|so gut)|ich (?:verstehe|versteh),? (?:dass|wie|warum)',
      1.4,
    ),
    cue(
      'rf.de.muss',
      '(?:muss|müssen|musste) (?:sich )?(?:[\\p{L}]+ ){0,3}(?:anfühlen|angefühlt|schwer sein|hart sein|weh tun|wehtun|wehgetan|weh getan|belasten|zermürben|schmerzen|schlimm sein|furchtbar sein|gewesen sein)|(?:das|es) tut (?:echt |so |sehr )?weh',
      1.5,
    ),
    cue(
      'rf.de.keinwunder',
      'kein wunder|(?:verständlich|nachvollziehbar|natürlich|klar|logisch|normal|ist doch klar),? dass du (?:dich )?(?:[\\p{L}]+ ){0,3}(?:' +
        EMOTIONEN +
        '|fühlst|hast|bist)|(?:ist|wäre) (?:doch )?(?:ganz |völlig |absolut )?(?:verständlich|nachvollziehbar)',
      1.3,
    ),
    cue(
      'rf.de.emotion',
      `(?:du|dich|dir|dein|deine|deinen|deiner|deinem)\\b[^.?!]{0,40}(?<![\\p{L}])(?:${EMOTIONEN}|${GEFUEHLE})(?![\\p{L}])`,
      0.9,
      { negatable: true },
    ),
    cue(
      'rf.de.leid',
      'tut mir (?:so |sehr |wirklich |echt |unglaublich |total )?leid,? (?:dass|wie|was)|(?:wie|so) (?:schwer|belastend|anstrengend|einsam|weh|viel|schlimm|hart)|was für eine (?:situation|belastung|last|story|geschichte)|man merkt(?:,| richtig| wie| dass)',
      0.9,
    ),
    cue(
      'rf.de.trägst',
      '(?:trägst|schleppst|hältst) (?:du )?(?:[\\p{L}]+ ){0,3}(?:allein|alleine|mit dir herum)|auf deinen schultern|in dir (?:steckt|brodelt|arbeitet)',
      1.2,
    ),
  ],
  'Self-disclosure': [
    cue(
      'sd.de.ichwar',
      `(?:ich (?:war|hatte|habe|hab|bin)|(?:hab|habe|bin|war|hatte) ich) (?:[\\p{L}\\d]+ ){0,6}${PARTIZIP}(?![\\p{L}])`,
      1.3,
    ),
    cue(
      'sd.de.praeteritum',
      'ich (?:war|hatte|ging|kam|wollte|musste|konnte|durfte|dachte|wusste|fand|machte|arbeitete|lebte|wohnte|verlor|bekam|brauchte|fühlte|hasste|liebte|lernte|zog|saß|stand|lag|fing|hörte|sah|weinte|schämte|traute|merkte|kannte)(?![\\p{L}])',
      1.2,
    ),
    cue(
      'sd.de.kenne',
      'ich (?:kenn|kenne) (?:das|dieses|diese|den|die|so was|sowas|solche|es|mich)|(?:das|so was|sowas|dieses|diese situation) (?:kenn|kenne) ich|mir (?:ging|geht) es (?:[\\p{L}]+ )?(?:genauso|ähnlich|auch so|gleich)|(?:ging|geht) (?:es )?mir (?:[\\p{L}]+ )?(?:genauso|ähnlich|auch so|gleich)|ich (?:bin|war) (?:auch|selbst|ebenfalls)|bei mir (?:war|ist) es (?:[\\p{L}]+ )?(?:genauso|ähnlich|gleich)|(?:finde|erkenne) mich (?:[\\p{L}]+ ){0,4}(?:wieder|darin)|ich stecke (?:[\\p{L}]+ ){0,3}(?:in der gleichen|in der selben|in einer ähnlichen)|same here|geht mir genauso',
      1.6,
    ),
    cue(
      'sd.de.subjektlos',
      '^(?:bin|hab|habe|war|hatte) (?:auch|selbst|seit|grad|gerade|jetzt|mittlerweile|damals|anfang|mitte|ende|ebenfalls|schon|noch|\\d)',
      1.4,
    ),
    cue(
      'sd.de.meine',
      `(?:mein|meine|meinem|meinen|meiner) (?:${FAMILIE}|erfahrung|therapie|ausbildung|jugend|kindheit|diagnose)(?![\\p{L}])`,
      1.0,
    ),
    cue(
      'sd.de.beimir',
      '(?:bei|für) (?:mir|uns) (?:war|hieß|ist|lief|hat|damals|zuhause|daheim)|(?:bei uns|bei mir) zu hause|als ich|ich (?:komme|stamme) (?:auch |selbst )?aus|ich (?:selbst|persönlich)|damals (?:war|hatte|habe|hab|bin) ich|in meiner (?:erfahrung|jugend|kindheit|familie|ausbildung|zeit|schulzeit|studienzeit)|aus (?:eigener|persönlicher) erfahrung|meiner erfahrung nach|als (?:ex-?\\p{L}+|betroffene[r]?|jemand,? d(?:er|ie))',
      1.3,
    ),
    cue(
      'sd.de.geholfen',
      '(?:was|das) (?:mir|uns) (?:[\\p{L}]+ )?geholfen hat|mir hat (?:[\\p{L}]+ ){0,3}geholfen|hat mir (?:sehr |total |echt |damals )?geholfen|ich habe (?:[\\p{L}]+ ){0,3}gelernt|hab (?:ich )?(?:[\\p{L}]+ ){0,3}gelernt',
      1.3,
    ),
  ],
  'Affirmation and Reassurance': [
    cue(
      'af.de.nichtallein',
      'du bist (?:damit |da |hier )?(?:wirklich |echt |absolut |ganz sicher |definitiv )?(?:nicht|kein|keine|weder) (?:[\\p{L}]+ )?(?:allein|alleine|schwach|verrückt|egoistisch|undankbar|schuld|versager|versagerin|faul|das problem|eine last|falsch|die einzige|der einzige|schlecht|zu empfindlich|zu viel|schuldig|gescheitert|dumm|komisch|kaputt|wertlos|loser)',
      2.0,
    ),
    cue(
      'af.de.keineschlechte',
      'du bist (?:kein|keine|keiner|nicht) (?:[\\p{L}]+ )?(?:tochter|sohn|mutter|vater|mensch|person|frau|mann|ehefrau|ehemann|freundin|freund|kind|versager\\p{L}*|egoist\\p{L}*|last|enttäuschung|belastung)',
      1.8,
    ),
    cue(
      'af.de.nichtschuld',
      '(?:das|es|dies) (?:ist|war) (?:doch |ja |überhaupt |absolut )?(?:nicht|keine|kein) (?:deine schuld|schwäche|versagen|egoistisch|faulheit|schande|verrat|dein versagen|undankbar|falsch|peinlich|dein fehler)|(?:nicht|keine) deine schuld|(?:kein|keine) (?:schwäche|schande|versagen)',
      1.8,
    ),
    cue(
      'af.de.verlangst',
      'du (?:verlangst|übertreibst|bildest dir) (?:[\\p{L}]+ )?(?:nicht|nichts)|du hast nichts falsch gemacht|du hast (?:[\\p{L}]+ )?(?:richtig|alles richtig|das richtige) gemacht|du machst (?:das|es|alles) (?:[\\p{L}]+ )?(?:richtig|gut|super|toll)',
      1.8,
    ),
    cue(
      'af.de.verdienst',
      'du (?:hast es verdient|verdienst|darfst|hast (?:ein |jedes )?recht|bist es (?:\\p{L}+ )?wert)|es ist (?:\\p{L}+ )?(?:okay|ok|in ordnung|erlaubt|legitim|normal),? (?:wenn|dass|zu)',
      1.5,
    ),
    cue(
      'af.de.normal',
      '(?:das|es|dies) ist (?:völlig |total |ganz |absolut |vollkommen |doch |komplett |auch )?(?:okay|ok|normal|in ordnung|verständlich|legitim|menschlich|berechtigt|mutig|stark|eine leistung|keine schande)',
      1.2,
    ),
    cue(
      'af.de.stark',
      '(?:ich finde|finde ich) (?:es )?(?:[\\p{L}]+ ){0,2}(?:stark|mutig|toll|gut|bemerkenswert|beeindruckend|super)|(?:stark|mutig|gut|toll|respekt|klasse|super),? dass du|hut ab|respekt|du kannst (?:[\\p{L}]+ )?stolz|darauf kannst du stolz|(?:zeigt|beweist),? (?:doch |ja )?,? dass du',
      1.5,
    ),
    cue(
      'af.de.bistmehr',
      'du bist (?:[\\p{L}]+ )?(?:mehr als|ein guter|eine gute|stark|mutig|wertvoll|genug|wichtig|liebenswert|jung|nicht zu alt|auf dem richtigen weg)|deine (?:gefühle|wut|trauer|angst|ängste|bedürfnisse|wünsche|reaktion|gedanken) (?:sind|ist) (?:[\\p{L}]+ )?(?:berechtigt|normal|verständlich|echt|wichtig|okay|nachvollziehbar|valide)',
      1.4,
    ),
    cue(
      'af.de.musstnicht',
      'du musst (?:dich )?(?:[\\p{L}]+ ){0,2}(?:nicht|nichts|für nichts|dich nicht) (?:schämen|entschuldigen|rechtfertigen|perfekt|alles|allein|alleine)|du musst dich (?:für nichts|nicht) |niemand erwartet|es ist nie zu spät|(?:noch )?(?:lange )?nichts (?:ist )?(?:verloren|vorbei|zu spät)|das ist behandelbar',
      1.7,
    ),
    cue(
      'af.de.keinevorwuerfe',
      'mach dir (?:bitte )?(?:keine|keinen) (?:vorwürfe|gedanken|sorgen|stress|kopf|druck)|sei (?:nicht|bitte nicht) (?:so |zu )?(?:hart|streng|gemein) (?:zu|mit) dir|gib dir nicht die schuld|fühl dich nicht (?:schuldig|schlecht|mies)|hör auf,? dich (?:selbst )?(?:fertig ?zu ?machen|runterzumachen|zu verurteilen)|gib (?:nicht|niemals) auf',
      2.4,
    ),
    cue(
      'af.de.keineschwäche',
      '(?:ist|sind|war|waren) (?:doch )?(?:kein|keine|nicht) (?:zeichen (?:von|für) )?(?:schwäche|faulheit|versagen|egoismus|egoistisch|undank\\p{L}*|verrat|schande|deine schuld|dein fehler|deine aufgabe|deine verantwortung)|(?:heißt|bedeutet|macht) (?:doch )?(?:nicht|nichts|kein\\p{L}*),? (?:dass du|über dich|aus dir|dass dein leben)',
      1.6,
    ),
    cue(
      'af.de.deine',
      '(?:ist|sind) (?:ganz |allein |einzig |immer noch )?(?:deine|dein) (?:entscheidung|sache|recht|leben|weg)',
      1.5,
    ),
    cue(
      'af.de.schaffst',
      'du (?:schaffst|packst) das|das (?:schaffst|packst) du|das wird (?:schon )?wieder|es wird (?:[\\p{L}]+ )?(?:wieder )?(?:gut|besser|leichter|einfacher)|den ersten schritt hast du|du bist auf (?:einem|dem) (?:guten|richtigen) weg|ich glaub(?:e)? an dich',
      1.4,
    ),
    cue(
      'af.de.froh',
      'ich bin (?:so |sehr |wirklich )?(?:froh|dankbar|stolz),? dass du|(?:schön|gut|wichtig),? dass du (?:das )?(?:schreibst|geschrieben|fragst|erzählst|dir hilfe)',
      1.4,
    ),
  ],
  'Providing Suggestions': [
    cue('ps.de.imperativ', `^${EINLEITUNG}(?:${IMPERATIVE})(?![\\p{L}])`, 2.0),
    cue(
      'ps.de.imperativsatz',
      `(?<=[,;:(]\\s{0,3}|\\s[-–]\\s|\\sund\\s|\\sdann\\s)(?:${IMPERATIVE})(?= (?:dir|dich|doch|mal|ihn|sie|es|das|die|den|einen|eine|ein|zu|zum|zur|in|an|auf|mit|bei|nicht|lieber|ruhig|einfach|jemand|deine?n?|\\p{L}+(?:e|en|lich|ig)\\b))`,
      1.4,
    ),
    cue(
      'ps.de.dukönntest',
      'du (?:könntest|solltest|müsstest|kannst ja|kannst auch|kannst doch|kannst (?:[\\p{L}]+ ){0,4}(?:versuchen|fragen|anrufen|sagen|beantragen|machen|suchen|sprechen|ansprechen|überlegen|schreiben|gehen|nutzen|melden|wenden|holen|lassen|nehmen|probieren|bitten|treffen|finden|kontaktieren))|ihr (?:könntet|solltet|müsstet)|(?:solltest|könntest|müsstest) du(?![^.?!]*\\?)|(?:^|, )(?:du )?musst (?:du )?(?:[\\p{L}]+ ){0,4}(?:\\p{L}+en)(?=[.!,]|$)',
      1.4,
    ),
    cue(
      'ps.de.vielleicht',
      "(?:vielleicht|eventuell|möglicherweise|unter umständen|evtl\\.?|vllt\\.?|ggf\\.?|wenn möglich) (?:hilft|hilft's|wäre|könnte|kannst|könntet|magst|willst|ist|geht|gibt|lohnt|findest|probierst|sprichst|fragst|redest|ruft|rufst|schreibst|hast du|ein|eine|einen|mit|über|erst|auch|zuerst|mal|solltest|würde)",
      1.4,
    ),
    cue(
      'ps.de.helfen',
      '(?:es|das|dies|was) (?:könnte|kann|würde|dürfte|wird) (?:[\\p{L}]+ )?(?:helfen|sinnvoll sein|gut tun|guttun|entlasten|leichter machen)|(?:es |das )?lohnt sich|es (?:wäre|ist) (?:[\\p{L}]+ )?(?:gut|sinnvoll|hilfreich|wichtig|eine idee|eine option|einen versuch wert)|(?:ist|wäre) (?:immer )?einen versuch wert|(?:hilft|helfen) (?:oft|sehr|enorm|ungemein|wirklich|mir)',
      1.5,
    ),
    cue(
      'ps.de.tipp',
      '(?:mein|ein|kleiner|noch ein|der beste|mein bester|letzter|praktischer) (?:tipp|rat|ratschlag|vorschlag)|ich (?:würde|würd) (?:dir |euch )?(?:[\\p{L}]+ ){0,5}(?:versuchen|empfehlen|vorschlagen|raten|machen|sprechen|anrufen|gehen|nehmen|fragen|suchen|sagen|überlegen|nahelegen|nahe legen|ans herz legen|holen|wechseln|melden)|(?:würde|würd) ich (?:dir |euch )?(?:[\\p{L}]+ ){0,5}(?:empfehlen|raten|vorschlagen|nahelegen|nahe legen|machen|versuchen)|ich (?:empfehle|rate|schlage vor|kann (?:dir )?(?:nur )?(?:empfehlen|raten))|an deiner stelle|(?:^|\\s)am besten(?![\\p{L}])',
      1.6,
    ),
    cue(
      'ps.de.wiewäre',
      'wie wäre es|was wäre,? wenn|was hältst du davon|ein (?:erster|kleiner|guter) schritt|(?:eine|die) möglichkeit wäre|(?:wäre|ist) (?:eine|immer eine) (?:option|idee|möglichkeit)',
      1.2,
    ),
    cue(
      'ps.de.wenndann',
      'wenn [^.?!]{1,60}, (?:ruf|geh|sprich|such|melde|wende|frag|sag|versuch|lass|nimm|schreib|hol|dann)',
      1.3,
    ),
    cue(
      'ps.de.bitte',
      'bitte (?:ruf|geh|sprich|such|melde|wende|frag|sag|versuch|bleib|nimm|hol|lass|schreib|pass|denk|hör|mach|unternimm|kümmer)',
      1.6,
    ),
    cue(
      'ps.de.einfach',
      '^(?:einfach|ruhig|lieber|unbedingt|sofort|dringend) (?:mal )?(?:[\\p{L}]+ ){0,4}\\p{L}+(?:en|ern|eln)(?=[.!,]|$)|(?:^|\\s)ab (?:zum|zur|in die|ins|in den)(?![\\p{L}])|(?:^|, )man (?:sollte|könnte|müsste|kann (?:auch|ja|doch))',
      1.3,
    ),
    cue(
      'ps.de.hilfe',
      '(?:professionelle|ärztliche|psychologische|therapeutische) (?:hilfe|unterstützung|beratung)|(?:therapie|beratung|therapeuten|therapeutin|arzt|ärztin|psychiater|anwalt|anwältin) (?:suchen|machen|aufsuchen|holen|anrufen|fragen|kontaktieren)|(?:hilfe|unterstützung) (?:suchen|holen|annehmen)|in therapie gehen',
      0.9,
    ),
  ],
  Information: [
    cue(
      'in.de.viele',
      '(?:viele|die meisten|manche|einige|etliche|zahlreiche|immer mehr|kaum) (?:menschen|leute|männer|frauen|familien|eltern|kinder|betroffene|jugendliche|ärzte|ärztinnen|therapeuten|therapeutinnen|schulen|studierende|studenten|paare|deutsche|arbeitgeber|kassen|krankenkassen|praxen|kliniken|väter|mütter|pflegende|angehörige|von uns|ältere|junge|unis|hochschulen|betriebe|firmen|gemeinden|dörfer|azubis|auszubildende|menschen mit|leute mit|patienten|patientinnen|länder|städte)',
      1.5,
    ),
    cue(
      'in.de.oft',
      '(?:oft|häufig|meistens|meist|in der regel|normalerweise|typischerweise|grundsätzlich|gerade bei|gerade in|selten|heutzutage|generell|allgemein|statistisch|nachweislich)(?![\\p{L}])',
      1.0,
    ),
    cue(
      'in.de.ist',
      '(?:ist|sind) (?:eine |ein |einer )?(?:sehr |ganz |leider )?(?:häufige|häufiger|normale|typische|bekannte|echte|medizinische|behandelbare|ernsthafte|ernstzunehmende|anerkannte|klassische|weit verbreitete|verbreitete|chronische|psychische|körperliche) ',
      1.1,
    ),
    cue('in.de.esgibt', '(?:es gibt|gibt es auch|gibt es|existieren|existiert)(?![^.?!]*\\?)', 1.0),
    cue(
      'in.de.laut',
      '(?:studien|die forschung|forschung|die statistik|das gesetz|laut|gesetzlich|rechtlich|juristisch|fachleute|ärzte sagen|psychologen|per gesetz|nach dem gesetz|§ ?\\d+|paragraph|paragraf|stgb|bgb|agg|sgb)(?![\\p{L}])',
      1.3,
    ),
    cue(
      'in.de.recht',
      '(?:ist|sind|wäre) (?:[\\p{L}]+ ){0,2}(?:illegal|gesetzeswidrig|rechtswidrig|strafbar|verboten|erlaubt|legal|zulässig|unzulässig|kündbar|pflicht|meldepflichtig|steuerfrei|kostenlos|kostenfrei|anonym)(?![\\p{L}])|(?:anspruch|ein recht|das recht) auf|steht dir (?:\\p{L}+ )?zu|(?:muss|müssen) (?:die|der|das|dein|deine) (?:kasse|krankenkasse|arbeitgeber|chef|vermieter|jobcenter|amt|schule|uni) ',
      1.3,
    ),
    cue(
      'in.de.amt',
      '(?:krankenkasse|pflegekasse|jobcenter|bürgergeld|arbeitsamt|agentur für arbeit|sozialamt|pflegegrad|kassenärztlich|116117|hartz|grundsicherung|wohngeld|bafög|alg ?(?:1|2|i|ii)|numerus clausus|wartezeit|wartesemester|elternzeit|krankschreibung|reha|psychotherapeutische sprechstunde|terminservicestelle|überweisung|kündigungsfrist|probezeit|mindestlohn|tarif)',
      0.7,
    ),
    cue(
      'in.de.kultur',
      '(?:in|bei) (?:vielen|manchen|deutschen|traditionellen|unseren|solchen|älteren|ländlichen|konservativen|katholischen|evangelischen|muslimischen|jüdischen|migrantischen) (?:familien|generationen|dörfern|kreisen|haushalten|regionen|gegenden|gemeinden|betrieben|milieus|kulturen|ländern)|(?:diese|eine) (?:haltung|generation|prägung)|in deutschland',
      1.3,
    ),
    cue(
      'in.de.unsere',
      '(?:unsere|ihre|deren) (?:eltern|familien|väter|mütter|großeltern|generation|gemeinde|kultur|tradition|gesellschaft)|(?:viele|manche) (?:aus|in) (?:dieser|der|unserer|deiner) generation|diese generation',
      1.0,
    ),
    cue(
      'in.de.nennt',
      '(?:nennt|nennen) man|heißt (?:das|es) (?:auch|übrigens)?|das (?:ist|nennt sich) (?:ein|eine|der|die|das) (?:\\p{L}+ )?(?:begriff|phänomen|symptom|krankheitsbild|störung|effekt|muster|mechanismus)|(?:ist|sind) (?:ein |eine )?(?:symptom|anzeichen|folge|teil|form) (?:von|einer|eines|der|des)',
      1.2,
    ),
    cue(
      'in.de.generisch',
      '(?:^|, |und )(?:man|jeder|niemand|keiner) (?!sollte|könnte|müsste)(?:\\p{L}+)(?![^.?!]*\\?)|\\d+ ?(?:%|prozent|€|euro|jahre|monate|wochen)(?![\\p{L}])',
      0.6,
    ),
  ],
  Others: [
    cue(
      'ot.de.wünsche',
      'alles gute|viel glück|viel kraft|viel erfolg|ich drück(?:e)? dir (?:[\\p{L}]+ ){0,2}daumen|drück dir (?:die|fest die) daumen|daumen gedrückt|liebe grüße|lg|fühl dich (?:[\\p{L}]+ )?(?:gedrückt|umarmt)|drück dich|pass auf dich auf|halt(?:e)? durch|ich wünsch(?:e)? dir|wünsche (?:dir|euch)|toi,? toi,? toi|gute besserung|alles liebe|umarmung|ich denk(?:e)? an dich|melde dich gern|halt uns auf dem laufenden|ich hoffe|hoffentlich|kopf hoch|halt die ohren steif|ich schick(?:e)? dir|(?:herzlichen )?glückwunsch|gerne|danke|vielen dank|edit|prost|frohe|schönen (?:tag|abend|sonntag)|gute nacht|servus|tschüss|ciao|mfg|gruß',
      1.8,
    ),
    cue(
      'ot.de.gruss',
      '^(?:hey|hallo|hi|liebe|lieber|servus|moin|puh|oh|ach|oje|oha|mensch|na|grüß dich|grüß gott|alter|boah|wow|krass|oof|uff|jo|nee|naja|tja|hmm|haha)(?:[,.!: ]|$)',
      1.0,
    ),
    cue(
      'ot.de.beileid',
      '(?:mein|herzliches|aufrichtiges) beileid|tut mir (?:so |sehr |wirklich |echt )?leid(?:[.!]|$)',
      1.2,
    ),
    cue('ot.de.lachen', 'haha\\p{L}*|hihi|lol|xd|😂|🙏|❤️|💛|🤗|💪|😘|🍀|😊|🙂', 0.8),
  ],
};
