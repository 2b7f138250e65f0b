// Blind-mode switch for critique exercises, with its explanation and the "Reveal" button.
import { useTranslation } from 'react-i18next';

type Props = { on: boolean; revealed: boolean; onToggle: () => void; onReveal: () => void };

export function BlindControls({ on, revealed, onToggle, onReveal }: Props) {
  const { t } = useTranslation();
  return (
    <div className={`blind-controls${on ? ' is-on' : ''}`}>
      <button
        type="button"
        className="chip blind-switch"
        aria-pressed={on}
        onClick={onToggle}
        data-testid="blind-toggle"
      >
        <span className="blind-switch-track" aria-hidden="true">
          <span className="blind-switch-thumb" />
        </span>
        {t('scenario:compare.blind')}
      </button>
      {on && (
        <>
          <p className="blind-help">
            {revealed ? t('scenario:compare.blindRevealed') : t('scenario:compare.blindHelp')}
          </p>
          {!revealed && (
            <button type="button" className="button primary small" onClick={onReveal} data-testid="blind-reveal">
              {t('scenario:compare.reveal')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
