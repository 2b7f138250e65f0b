// The badge saying where a model stands: bundled, installed, partly downloaded, downloading, missing or not installed.
import { useTranslation } from 'react-i18next';
import type { ModelState } from '../../../../shared/models/status';

const tones: Record<ModelState | 'downloading', string> = {
  bundled: ' tone-ok',
  installed: ' tone-ok',
  partial: ' tone-warn',
  downloading: ' tone-info',
  missing: ' tone-danger',
  'not-installed': '',
};

export function StateBadge({ id, state, downloading }: { id: string; state: ModelState; downloading: boolean }) {
  const { t } = useTranslation();
  const labels: Record<ModelState, string> = {
    bundled: t('models:state.bundled'),
    missing: t('models:state.missing'),
    installed: t('models:state.installed'),
    partial: t('models:state.partial'),
    'not-installed': t('models:state.notInstalled'),
  };
  const kind = downloading ? 'downloading' : state;
  return (
    <span className={`badge outlined${tones[kind]}`} data-testid={`model-state-${id}`}>
      {downloading ? t('models:state.downloading') : labels[state]}
    </span>
  );
}
