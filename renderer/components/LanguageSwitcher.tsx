// The UI language picker: each language named in itself; saved to settings and applied at once.
import { useTranslation } from 'react-i18next';
import { isUiLocale, LOCALE_NATIVE_NAMES, UI_LOCALES } from '../../shared/i18n/locales';
import { useSession } from '../app/session-context';
import { Icon } from './Icon';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { settings, setLanguage } = useSession();
  return (
    <label className="language-switcher">
      <Icon name="globe" size={18} />
      <span className="visually-hidden">{t('common:language')}</span>
      <select
        value={settings.language}
        data-testid="language-switcher"
        onChange={(event) => {
          if (isUiLocale(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {UI_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
