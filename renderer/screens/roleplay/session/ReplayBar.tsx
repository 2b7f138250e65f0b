// Replaying an ended session: step through the transcript a turn at a time (read-only), or show it all.
import { useTranslation } from 'react-i18next';

type Props = { shown: number; total: number; onShow: (count: number) => void; onExit: () => void };

export function ReplayBar({ shown, total, onShow, onExit }: Props) {
  const { t } = useTranslation();
  return (
    <div className="rp-replay" role="group" aria-label={t('roleplay:replay.label')} data-testid="rp-replay">
      <button
        type="button"
        className="button secondary small"
        onClick={() => onShow(Math.max(1, shown - 1))}
        disabled={shown <= 1}
        data-testid="rp-replay-back"
      >
        {t('roleplay:replay.back')}
      </button>
      <span className="rp-replay-count" aria-live="polite" data-testid="rp-replay-count">
        {t('roleplay:replay.count', { shown, total })}
      </span>
      <button
        type="button"
        className="button primary small"
        onClick={() => onShow(Math.min(total, shown + 1))}
        disabled={shown >= total}
        data-testid="rp-replay-next"
      >
        {t('roleplay:replay.next')}
      </button>
      <button type="button" className="link-button" onClick={onExit} data-testid="rp-replay-exit">
        {t('roleplay:replay.showAll')}
      </button>
    </div>
  );
}
