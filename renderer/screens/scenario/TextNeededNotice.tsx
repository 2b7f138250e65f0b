// Notice shown when a scenario's post text is not stored (CultureCare imports without their texts).
import { useTranslation } from 'react-i18next';

export function TextNeededNotice() {
  const { t } = useTranslation();
  return (
    <section className="scenario-notice" role="note" aria-labelledby="text-needed-title" data-testid="text-needed">
      <h2 id="text-needed-title">{t('scenario:textNeeded.title')}</h2>
      <p>{t('scenario:textNeeded.body')}</p>
    </section>
  );
}
