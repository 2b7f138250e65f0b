// Settings: the interface language, with each option named in its own language and script. On a class
// server it is this person's own choice, used wherever they sign in.
import { useTranslation } from 'react-i18next';
import { LOCALE_NATIVE_NAMES, localeDirection, UI_LOCALES } from '../../../shared/i18n/locales';
import { useSession } from '../../app/session-context';

export function LanguageSection() {
  const { t } = useTranslation();
  const { settings, setLanguage, info } = useSession();
  return (
    <section className="card" aria-labelledby="language-title">
      <h2 id="language-title">{t('settings:language.title')}</h2>
      <p className="muted">{t('settings:language.help')}</p>
      {info.mode === 'server' && <p className="muted">{t('accounts:settings.languageServer')}</p>}
      <div className="language-options" role="radiogroup" aria-labelledby="language-title">
        {UI_LOCALES.map((locale) => (
          <label key={locale} className={`language-option${settings.language === locale ? ' selected' : ''}`}>
            <input
              type="radio"
              name="language"
              value={locale}
              checked={settings.language === locale}
              onChange={() => void setLanguage(locale)}
              data-testid={`language-${locale}`}
            />
            <span lang={locale} dir={localeDirection(locale)}>
              {LOCALE_NATIVE_NAMES[locale]}
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}
