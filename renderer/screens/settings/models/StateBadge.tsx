// The badge saying where a model stands: bundled, installed, partly downloaded, downloading, missing or not installed.
import { useTranslation } from 'react-i18next';
import type { ModelState } from '../../../../shared/models/status';

export function StateBadge({ id, state, downloading }: { id: string; state: ModelState; downloading: boolean }) {
  const { t } = useTranslation();
  /** Each state's words and the tone of its badge (a model not installed is plain). */
  const badges: Record<ModelState | 'downloading', { label: string; tone: string }> = {
    bundled: { label: t('models:state.bundled'), tone: ' tone-ok' },
    installed: { label: t('models:state.installed'), tone: ' tone-ok' },
    partial: { label: t('models:state.partial'), tone: ' tone-warn' },
    downloading: { label: t('models:state.downloading'), tone: ' tone-info' },
    missing: { label: t('models:state.missing'), tone: ' tone-danger' },
    'not-installed': { label: t('models:state.notInstalled'), tone: '' },
  };
  const { label, tone } = badges[downloading ? 'downloading' : state];
  return (
    <span className={`badge outlined${tone}`} data-testid={`model-state-${id}`}>
      {label}
    </span>
  );
}
