// Negation words, clause boundaries and scope breakers per language (written for this project), for deciding whether a cue
// is negated ("not lonely", "nicht allein", "لست وحيدا", "לא לבד", "不孤单"). Patterns are in folded form.

export interface NegationLexicon {
  /** A negation word (matched as a whole token, or for Chinese as characters just before the cue). */
  negator: RegExp;
  /** Words between the negation and the cue that end its scope ("can't STOP thinking about ..."). */
  breaker: RegExp;
  /** How many tokens (Chinese: characters) before the cue a negation may stand. */
  window: number;
  /** A negation right after a cue that denies it ("... is not an option for me"). */
  after: RegExp;
  /** Chinese: characters after a negation character that make it part of another word (不如, 忍不住, 受不了, 不少). */
  compound?: RegExp;
}

/**
 * Clause boundaries: punctuation, line breaks, emoji and contrastive conjunctions end a negation's scope ("No sleep
 * again 😭 I want to die" keeps its cue).
 */
export const CLAUSE_BREAK =
  /[,.;:!?()"\n\r\u061b\u061f\u060c\u3001\u3002\uff01\uff0c\uff1a\uff1b\uff1f]|\p{Extended_Pictographic}|(?<![\p{L}])(?:but|although|though|however|yet|aber|doch|sondern|obwohl|jedoch|لكن|لكنه|بس|بل|אבל|אלא|אך|但|但是|可是|不过|然而)(?![\p{L}])/u;

export const NEGATION: Record<string, NegationLexicon> = {
  en: {
    negator:
      /^(?:not|no|never|nobody|nothing|none|neither|nor|without|hardly|barely|cannot|\p{L}+n't|dont|cant|wont|isnt|arent|doesnt|didnt|wasnt|werent|havent|hasnt|shouldnt|wouldnt|couldnt|aint)$/u,
    breaker:
      /^(?:stop|stopping|help|wait|know|sure|remember|deny|hide|tell|say|admit|explain|shake|escape|control|because|why|whether|if|until|anyone|anybody|seem|believe|understand|get|and|so|then|i|im|i'm)$/u,
    window: 4,
    after:
      /^\s*(?:is|was|would be|'s|are)?\s*(?:not|never|no longer|n't)\s+(?:an option|on the table|something i(?:'d| would)? (?:do|consider)|a real thought|in my plans)|^\s*(?:is|was)\s+(?:off the table|out of the question)|^\s*(?:has|had|have)?\s*(?:never|not)\s+(?:once\s+)?(?:crossed|entered)\s+my\s+mind/u,
  },
  de: {
    negator:
      /^(?:nicht|kein|keine|keinen|keinem|keiner|keines|nie|niemals|nichts|nix|niemand|weder|keinesfalls|keineswegs|ohne|net|nimmer)$/u,
    breaker:
      /^(?:aufhören|aufhöre|weiß|wissen|sicher|sagen|erzählen|zugeben|verstehen|los|warum|ob|weil|bis|anders|vorstellen|glauben|und|also|dann|deshalb|darum|ich)$/u,
    window: 4,
    after:
      /^\s*(?:ist|wäre|war)\s+(?:für mich\s+)?(?:\p{L}+\s+)?(?:keine option|kein thema|ausgeschlossen|nie eine option|keine lösung)/u,
  },
  ar: {
    negator:
      /^(?:لا|لم|لن|ما|مش|مو|ليس|ليست|لست|لسنا|مب|موب|مهو|مهي|ماني|مانيش|مانيش|غير|بدون|ولا|ابدا|ماشي|مارح|ماراح|وما|ولم|ولن|فلا|فما|عمري ما|ماكو|مافي|ما في)$/u,
    breaker:
      /^(?:اعرف|بعرف|عارف|عارفة|اقدر اوقف|اتوقف|اوقف|اقول|احكي|اخبر|افهم|متاكد|متاكدة|وانا|انا|لذلك|لهذا|فلهذا|ثم)$/u,
    window: 3,
    after: /^\s*(?:ليس|مش|مو|ما هو|ما هي)\s+(?:خيار|حل|واردا|وارد)/u,
  },
  he: {
    negator: /^(?:לא|אין|אל|אף|בלי|מעולם|אינני|אינו|אינה|איני|אינך|ולא|ואין|שלא|שאין|לעולם)$/u,
    breaker:
      /^(?:להפסיק|מפסיק|מפסיקה|יודע|יודעת|לספר|להגיד|בטוח|בטוחה|מבין|מבינה|למה|אם|ואני|אני|אז|ולכן|לכן|וגם|כי)$/u,
    window: 3,
    after: /^\s*(?:זה\s+)?(?:לא|אינו|אינה)\s+(?:אופציה|פתרון|על הפרק)/u,
  },
  zh: {
    negator: /(?:不|没|沒|别|別|未|无|無|非|勿|莫|并非|從不|从不|从没|從沒|从来没|绝不|決不|决不)$/u,
    breaker: /(?:停|止|知道|敢说|敢告诉|告诉|控制|摆脱|确定|明白|为什么|我|也|还|就|所以|因此|而且)/u,
    window: 4,
    after: /^(?:不是|从来不是|绝不是|并不是)(?:一个)?(?:选项|选择|办法)/u,
    compound: /^(?:如|得不|管|论|停|断|住|了|行|错|少|久|过|堪|安|舒服|开心)/u,
  },
};
