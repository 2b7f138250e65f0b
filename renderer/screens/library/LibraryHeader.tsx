// The library's heading: title, what the library holds and how many scenarios it has in all.
import { useTranslation } from 'react-i18next';

export function LibraryHeader({ total }: { total: number | null }) {
  const { t } = useTranslation();
  return (
    <header className="lib-header">
      <div className="lib-title-row">
        <h1>{t('library:title')}</h1>
        {total !== null && (
          <span className="lib-total" data-testid="library-total">
            {t('library:total', { count: total })}
          </span>
        )}
      </div>
      <p className="lib-lead">{t('library:lead')}</p>
    </header>
  );
}
