// German risk cues (written for this project from clinical screening categories, not from any post). See risk-cue.ts.
import { riskCue, type RiskCue } from './risk-cue';

const TOETEN =
  '(?:umbringen|umzubringen|töten|zu töten|abstechen|erwürgen|erschlagen|erschießen|vergiften|was antun|etwas antun|verprügeln|zusammenschlagen|wehtun|weh tun|verletzen)';

export const DE_RISK_CUES: RiskCue[] = [
  riskCue(
    'risk.de.suizid.absicht',
    'suicide',
    3,
    `(?:werde|will|wollte|plane|habe vor),? mich (?:heute|morgen|bald|jetzt|am wochenende)? ?(?:umzubringen|umbringen|zu töten|das leben zu nehmen)|(?:abschiedsbrief|abschiedsnachricht)(?:e)? (?:geschrieben|verfasst|hinterlassen)|(?:habe|hab) (?:schon )?(?:tabletten|pillen|ein seil|einen strick|rasierklingen) (?:gesammelt|gekauft|besorgt|gehortet)|(?:heute nacht|heute abend|morgen) (?:mache ich|mach ich|setze ich) (?:schluss|dem ein ende)|(?:einen|meinen) plan,? (?:wie|um) (?:ich )?(?:mich|zu sterben)`,
  ),
  riskCue(
    'risk.de.suizid',
    'suicide',
    2,
    'suizid\\p{L}*|selbstmord\\p{L}*|(?:mich|mir) (?:umbringen|umzubringen|das leben (?:zu )?nehmen)|(?:will|möchte|wollte|mag)(?: ich)?(?: (?!nicht|nie|kein)\\p{L}+){0,2} (?:nicht mehr (?:leben|weiterleben|aufwachen|da sein)|sterben|tot sein|einfach weg sein)|(?:mir|mich) (?:selbst )?(?:etwas|was) antun|bring(?:e)? mich um|nicht mehr leben (?:will|möchte|wollen|mag)|lebensmüde|(?:wäre|wär) (?:lieber|am liebsten) tot|(?:wünschte|wünsche mir),? ich wäre (?:tot|nie geboren)|(?:allem|dem (?:ganzen|leben)) ein ende (?:setzen|machen|zu setzen|zu machen)|keinen grund (?:mehr )?(?:zu leben|weiterzuleben)|(?:kann|will) nicht mehr weiterleben|todessehnsucht|gedanken (?:an|über) (?:den tod|das sterben|suizid)',
  ),
  riskCue(
    'risk.de.selbstverletzung.akut',
    'self_harm',
    3,
    'überdosis|(?:tabletten|pillen) (?:geschluckt|genommen),? (?:alle|eine ganze|die ganze)|zu tief geschnitten',
  ),
  riskCue(
    'risk.de.selbstverletzung',
    'self_harm',
    2,
    'ritz(?:e|en|te|ten)(?: mich)?|selbstverletz\\p{L}*|(?:mich|mir) (?:selbst )?(?:verletzen|verletze|verletzt|wehtun|weh tun|wehgetan|schneiden|schneide|geschnitten|verbrennen|verbrannt|schlagen|schlage)|mir (?:(?:heute|morgen|bald|jetzt|noch|nacht|abend|wieder) ){1,3}(?:etwas|was) (?:antun|antue|angetan)|(?:arme?|handgelenke?|beine?) (?:aufgeschnitten|aufschneiden|geritzt)',
  ),
  riskCue(
    'risk.de.fremd.absicht',
    'harm_to_others',
    3,
    `(?:werde|werd) (?:ihn|sie|ihm|ihr|jemanden|alle) ${TOETEN}|(?:waffe|messer|pistole) (?:gekauft|besorgt),? (?:um|für)`,
  ),
  riskCue(
    'risk.de.fremd',
    'harm_to_others',
    2,
    `(?:will|möchte|könnte|würde am liebsten|am liebsten würde|gedanken,?|angst,? (?:dass ich|ich könnte))(?: ich)? (?:ihn|sie|ihm|ihr|jemanden|jemandem|meinem \\p{L}+|meiner \\p{L}+|meinen \\p{L}+|mein \\p{L}+|mein kind|mein baby|den \\p{L}+|die \\p{L}+) ${TOETEN}|(?:angst|sorge),? (?:dass ich )?(?:meinem|meiner|mein) (?:kind|baby|sohn|tochter) (?:etwas |was )?(?:antue|antun|verletze|wehtue)`,
  ),
  riskCue(
    'risk.de.gewalt.gefahr',
    'abuse',
    3,
    'droht(?:e)?,? mich (?:umzubringen|zu töten|abzustechen)|hat (?:mich )?(?:gewürgt|mit dem messer bedroht)|(?:habe|hab) angst um mein leben|zu hause nicht (?:mehr )?sicher',
  ),
  riskCue(
    'risk.de.gewalt',
    'abuse',
    2,
    '(?:er|sie|mein \\p{L}+|meine \\p{L}+|mein (?:vater|mann|freund|bruder)|meine (?:mutter|frau|freundin|eltern)) (?:\\p{L}+ )?(?:schlägt|schlug|tritt|trat|würgt|prügelt|verprügelt|missbraucht|missbrauchte|vergewaltigt|vergewaltigte|sperrt|sperrte|bedroht) (?:mich|uns)|(?:häusliche|sexuelle|sexualisierte|körperliche) gewalt|(?:wurde|bin|worden) (?:sexuell )?(?:missbraucht|vergewaltigt|misshandelt)|hat mich (?:geschlagen|verprügelt|missbraucht|vergewaltigt|getreten)|missbrauch|misshandlung',
  ),
  riskCue(
    'risk.de.last',
    'burden',
    2,
    '(?:(?:wären|wäre|hätten|hätte|ist|sei) (?:[\\p{L}\\d]+ ){0,4})?(?:besser|leichter|einfacher)(?: dran)?,? (?:wenn ich (?:gar |einfach |bald )?nicht (?:mehr )?(?:da|hier|am leben) (?:wäre|bin)|wenn es mich (?:gar )?nicht (?:mehr )?gäbe|ohne mich)|(?:besser|leichter) (?:dran )?(?:wären|wäre|hätten|hätte)[^.?!]{0,40}(?:ohne mich|wenn ich (?:gar )?nicht (?:mehr )?(?:da|hier) wäre|wenn es mich nicht (?:mehr )?gäbe)|ohne mich (?:wären|wäre|hätten) (?:\\p{L}+ ){0,3}(?:besser|leichter|glücklicher)|(?:ich bin|bin) (?:nur |doch nur )?(?:eine )?(?:last|belastung) für|niemand würde (?:mich|es) (?:vermissen|merken)|keiner würde (?:mich|es) (?:vermissen|merken)|(?:alle|jeder|meine familie|meine eltern|sie) (?:wären|wäre) ohne mich (?:\\p{L}+ )?(?:besser dran|glücklicher|froher)',
  ),
  riskCue(
    'risk.de.hoffnungslos',
    'hopelessness',
    1,
    'hoffnungslos\\p{L}*|keinen (?:ausweg|sinn|weg) mehr|(?:sehe|seh) (?:einfach )?keinen (?:ausweg|sinn|weg)|ohne (?:jede )?hoffnung|wozu (?:das alles|noch)|es hat (?:alles )?keinen sinn(?: mehr)?|nichts wird sich (?:je |jemals )?ändern|(?:habe|hab) keine zukunft',
  ),
];
