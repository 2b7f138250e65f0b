// A marked phrase quoted in a list, in its text's direction and language, highlighted as its kind and
// label are in the text itself.
import { annotationClass } from './classes';
import type { TextLocale } from './textLocale';

type Props = TextLocale & {
  phrase: string;
  /** What the phrase was marked as. */
  mark: { kind: string; label: string | null };
  className: string;
};

export function AnnotatedPhrase({ phrase, mark, dir, lang, className }: Props) {
  return (
    <span className={className} dir={dir} lang={lang}>
      <span className={annotationClass(mark.kind, mark.label)}>{phrase}</span>
    </span>
  );
}
