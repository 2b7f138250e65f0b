// A judge's rationale with its turn citations ([T3]) made into links that scroll to that turn.
import { useTranslation } from 'react-i18next';
import { goToTurn } from '../session/turnAnchor';

const CITATION = /\[T(\d+)\]/g;

/** Splits a rationale into text and cited turn numbers, in order. */
export function splitCitations(
  text: string,
): ({ kind: 'text'; text: string } | { kind: 'turn'; number: number; raw: string })[] {
  const parts: ({ kind: 'text'; text: string } | { kind: 'turn'; number: number; raw: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(CITATION)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'turn', number: Number(match[1]), raw: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

type Props = {
  text: string;
  /** Turn number to transcript index; null when that turn does not exist. */ indexOf: (
    number: number,
  ) => number | null;
};

export function RationaleText({ text, indexOf }: Props) {
  const { t } = useTranslation();
  return (
    <p className="rp-rationale" dir="auto">
      {splitCitations(text).map((part, i) => {
        if (part.kind === 'text') return <span key={i}>{part.text}</span>;
        const index = indexOf(part.number);
        if (index === null) return <span key={i}>{part.raw}</span>;
        return (
          <button
            key={i}
            type="button"
            className="rp-cite"
            onClick={() => goToTurn(index)}
            aria-label={t('roleplay:scores.goToTurn', { number: part.number })}
            data-testid={`rp-cite-${part.number}`}
          >
            {/* The judge's own notation, as written in the rationale. */}
            {part.raw.slice(1, -1)}
          </button>
        );
      })}
    </p>
  );
}
