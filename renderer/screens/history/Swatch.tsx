// A small key for a line or bar (its colour, and for lines its dash pattern), drawn in SVG.
export function Swatch({ colour, dash, kind = 'line' }: { colour: string; dash?: string; kind?: 'line' | 'bar' }) {
  return (
    <svg className="hist-swatch" width="22" height="12" viewBox="0 0 22 12" aria-hidden="true" focusable="false">
      {kind === 'bar' ? (
        <rect x="5" y="0" width="12" height="12" rx="2" fill={colour} />
      ) : (
        <>
          <line x1="1" y1="6" x2="21" y2="6" stroke={colour} strokeWidth="2.5" strokeDasharray={dash || undefined} />
          <circle cx="11" cy="6" r="3" fill={colour} />
        </>
      )}
    </svg>
  );
}
