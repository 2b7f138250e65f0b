// Replaying an ended session: step through the transcript a turn at a time (read-only), or show it all.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

type Props = { shown: number; total: number; onShow: (count: number) => void; onExit: () => void };

export function ReplayBar({ shown, total, onShow, onExit }: Props) {
  const { t } = useTranslation();
  return (
    <div className="rp-replay" role="group" aria-label={t('roleplay:replay.label')} data-testid="rp-replay">
      <Button small onClick={() => onShow(Math.max(1, shown - 1))} disabled={shown <= 1} testId="rp-replay-back">
        {t('roleplay:replay.back')}
      </Button>
      <span className="rp-replay-count" aria-live="polite" data-testid="rp-replay-count">
        {t('roleplay:replay.count', { shown, total })}
      </span>
      <Button
        tone="primary"
        small
        onClick={() => onShow(Math.min(total, shown + 1))}
        disabled={shown >= total}
        testId="rp-replay-next"
      >
        {t('roleplay:replay.next')}
      </Button>
      <button type="button" className="link-button" onClick={onExit} data-testid="rp-replay-exit">
        {t('roleplay:replay.showAll')}
      </button>
    </div>
  );
}
