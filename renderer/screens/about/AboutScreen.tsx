// About: which version this is, which shell runs it, where the data is, and where newer versions are
// published (the app never updates itself). Reachable from the navigation, with or without a profile.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context';
import { FactList } from '../../components/FactList';
import '../../styles/about.css';

/** Only an https address becomes a link; the desktop shell opens it in the system browser. */
function isHttpsUrl(url: string | null): url is string {
  if (!url) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export function AboutScreen() {
  const { t } = useTranslation();
  const { info } = useSession();
  const { runtime } = info;
  // Product names and version numbers: the same in every language, shown left-to-right.
  const components = [
    runtime.electron && `Electron ${runtime.electron}`,
    runtime.chrome && `Chromium ${runtime.chrome}`,
    `Node.js ${runtime.node}`,
  ].filter(Boolean);

  return (
    <div className="about">
      <header className="about-header">
        <img className="about-mark" src="./favicon.svg" alt="" width={56} height={56} />
        <div>
          <h1>{t('about:title')}</h1>
          <p className="muted">{t('about:intro')}</p>
        </div>
      </header>

      <section className="card" aria-labelledby="about-build">
        <h2 id="about-build">{t('about:buildTitle')}</h2>
        <FactList
          className="facts"
          facts={[
            { term: t('about:version'), value: info.version, ltr: 'text', testId: 'about-version' },
            {
              term: t('about:shell'),
              value: info.shell === 'electron' ? t('about:shellDesktop') : t('about:shellBrowser'),
              testId: 'about-shell',
            },
            { term: t('about:runtime'), value: components.join(' · '), ltr: 'text', testId: 'about-runtime' },
            { term: t('about:dataFolder'), value: info.dataDir, ltr: 'code' },
          ]}
        />
      </section>

      <section className="card" aria-labelledby="about-updates">
        <h2 id="about-updates">{t('about:updatesTitle')}</h2>
        <p>{t('about:noAutoUpdate')}</p>
        {isHttpsUrl(info.releasesUrl) ? (
          <p data-testid="about-releases">
            {t('about:releasesAt')}{' '}
            <a href={info.releasesUrl} target="_blank" rel="noreferrer" dir="ltr">
              {info.releasesUrl}
            </a>{' '}
            <span className="muted">{t('about:opensInBrowser')}</span>
          </p>
        ) : (
          <p data-testid="about-releases">{t('about:releasesUnknown')}</p>
        )}
      </section>
    </div>
  );
}
