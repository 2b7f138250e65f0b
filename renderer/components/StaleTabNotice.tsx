// Says so when browser mode refuses this tab's requests for its token: the app was restarted (a new
// run has a new token), so nothing here can be saved. What was typed is kept in this browser (see
// autosave/unsaved-store.ts) and is saved once the tab is opened from the new address.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STALE_TAB_EVENT } from '../api/transport';

export function StaleTabNotice() {
  const { t } = useTranslation();
  const [stale, setStale] = useState(false);
  useEffect(() => {
    const mark = () => setStale(true);
    window.addEventListener(STALE_TAB_EVENT, mark);
    return () => window.removeEventListener(STALE_TAB_EVENT, mark);
  }, []);
  if (!stale) return null;
  return (
    <div className="notice-banner" role="alert" data-testid="stale-tab-notice">
      <p>
        <strong>{t('staletab:title')}</strong> {t('staletab:body')}
      </p>
    </div>
  );
}
