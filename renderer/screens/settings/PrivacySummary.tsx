// Settings → Privacy: exactly what each feature sends, and where; what is never sent.
import { useTranslation } from 'react-i18next';
import '../../styles/privacy.css';

const FEATURES = ['scoring', 'pairwise', 'generation', 'roleplay', 'roleplayScoring', 'downloads'] as const;

/** intro: a different first paragraph (a class server's own words). */
export function PrivacySummary({ intro }: { intro?: string } = {}) {
  const { t } = useTranslation();
  const names: Record<(typeof FEATURES)[number], string> = {
    scoring: t('privacy:features.scoring.name'),
    pairwise: t('privacy:features.pairwise.name'),
    generation: t('privacy:features.generation.name'),
    roleplay: t('privacy:features.roleplay.name'),
    roleplayScoring: t('privacy:features.roleplayScoring.name'),
    downloads: t('privacy:features.downloads.name'),
  };
  const sends: Record<(typeof FEATURES)[number], string> = {
    scoring: t('privacy:features.scoring.what'),
    pairwise: t('privacy:features.pairwise.what'),
    generation: t('privacy:features.generation.what'),
    roleplay: t('privacy:features.roleplay.what'),
    roleplayScoring: t('privacy:features.roleplayScoring.what'),
    downloads: t('privacy:features.downloads.what'),
  };
  return (
    <section className="card privacy-summary" aria-labelledby="privacy-title" data-testid="privacy-summary">
      <h2 id="privacy-title">{t('settings:privacy.title')}</h2>
      <p>{intro ?? t('privacy:intro')}</p>
      <dl className="privacy-features">
        {FEATURES.map((feature) => (
          <div key={feature} data-testid={`privacy-${feature}`}>
            <dt>{names[feature]}</dt>
            <dd>{sends[feature]}</dd>
          </div>
        ))}
      </dl>
      <p>{t('privacy:where')}</p>
      <p>
        <strong>{t('privacy:never')}</strong>
      </p>
      <p className="muted">{t('privacy:packs')}</p>
    </section>
  );
}
