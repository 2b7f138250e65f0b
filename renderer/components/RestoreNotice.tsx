// Listens for "the data was restored from a backup" from the services: reloads this window on the
// start page (people choose their profile again) and, after the reload, says what happened.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppEvent } from '../../shared/api/events';
import { onServerEvent } from '../api/client';
import { isolate } from '../i18n/isolate';

const KEY = 'culturecare.restoredFrom';

export function RestoreNotice() {
  const { t } = useTranslation();
  const [restoredFrom, setRestoredFrom] = useState<string | null>(() => sessionStorage.getItem(KEY));

  useEffect(
    () =>
      onServerEvent((event) => {
        if (!isAppEvent(event)) return;
        sessionStorage.setItem(KEY, event.restoredFrom);
        window.location.hash = '#/';
        window.location.reload();
      }),
    [],
  );

  if (!restoredFrom) return null;
  const dismiss = () => {
    sessionStorage.removeItem(KEY);
    setRestoredFrom(null);
  };
  return (
    <div className="notice-banner" role="status" data-testid="restored-notice">
      <p>{t('backups:restoredNotice', { file: isolate(restoredFrom) })}</p>
      <button type="button" className="button secondary small" onClick={dismiss}>
        {t('backups:dismiss')}
      </button>
    </div>
  );
}
