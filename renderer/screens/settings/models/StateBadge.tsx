// The badge saying where a model stands: bundled, installed, partly downloaded, downloading, missing or not installed.
import { useTranslation } from 'react-i18next';
import type { ModelState } from '../../../../shared/models/status';

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
    <span className={`badge model-state ${kind}`} data-testid={`model-state-${id}`}>
      {downloading ? t('models:state.downloading') : labels[state]}
    </span>
  );
}
