// The poster's demographics: the 11 fields extracted from the post, "unknown" de-emphasised, known
// enumerations (urban, female, single...) translated, free text shown as written in its own language.
import { useTranslation } from 'react-i18next';
import type { Demographics } from '../../../shared/domain/library';
import { DEMOGRAPHIC_FIELDS } from '../../../shared/domain/vocabulary';
import { DemographicValue } from '../../components/DemographicValue';
import { vocab } from '../../components/vocab';

const isUnknown = (value: string | undefined) => value === undefined || value.trim() === '' || value === 'unknown';

export function DemographicsCard({ demographics }: { demographics: Demographics }) {
  const { t } = useTranslation();
  const v = vocab(t);
  return (
    <section className="card scenario-demographics" data-testid="demographics" aria-labelledby="demographics-title">
      <h2 id="demographics-title">{t('scenario:demographics.title')}</h2>
      <dl className="scenario-facts">
        {DEMOGRAPHIC_FIELDS.map((field) => {
          const value = demographics[field];
          const unknown = isUnknown(value);
          return (
            <div key={field} className={unknown ? 'is-unknown' : undefined} data-field={field}>
              <dt>{v.demographic[field]}</dt>
              {unknown ? <dd>{v.demographicValue('unknown')}</dd> : <DemographicValue value={value} />}
            </div>
          );
        })}
      </dl>
      <p className="muted scenario-small">{t('scenario:demographics.help')}</p>
    </section>
  );
}
