// One role-card attribute as a reader sees it: free text in its own direction, lists, the
// demographics and help-seeking norms as small fact lists, and every trait value translated.
import { useTranslation } from 'react-i18next';
import { DEMOGRAPHIC_FIELDS } from '../../../../shared/domain/vocabulary';
import type { RoleCardAttribute, RoleCardAttributes } from '../../../../shared/domain/roleplay';
import { vocab } from '../../../components/vocab';
import { attributeLabels } from './attributeLabels';
import { DemographicValue } from '../../../components/DemographicValue';

type Props = { attribute: RoleCardAttribute; attributes: RoleCardAttributes };

const isUnknown = (value: string | undefined) => value === undefined || value.trim() === '' || value === 'unknown';

export function AttributeValue({ attribute, attributes }: Props) {
  const { t } = useTranslation();
  const a = attributeLabels(t);
  const v = vocab(t);
  switch (attribute) {
    case 'stressor':
    case 'culturalFrame':
    case 'relationshipToListener':
      return (
        <p className="rp-attr-text" dir="auto">
          {attributes[attribute]}
        </p>
      );
    case 'lifeEvents':
    case 'triggers': {
      const list = attributes[attribute];
      if (list.length === 0) return <p className="muted rp-attr-text">{t('roleplay:card.none')}</p>;
      return (
        <ul className="rp-attr-list" dir="auto">
          {list.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    }
    case 'demographics': {
      const keys = [
        ...DEMOGRAPHIC_FIELDS.filter((f) => f in attributes.demographics),
        ...Object.keys(attributes.demographics).filter((k) => !(DEMOGRAPHIC_FIELDS as readonly string[]).includes(k)),
      ];
      const known = keys.filter((k) => !isUnknown(attributes.demographics[k]));
      if (known.length === 0) return <p className="muted rp-attr-text">{t('roleplay:card.noDemographics')}</p>;
      return (
        <dl className="rp-attr-facts">
          {known.map((key) => (
            <div key={key}>
              <dt>{v.demographic[key] ?? key}</dt>
              <DemographicValue value={attributes.demographics[key] ?? ''} />
            </div>
          ))}
        </dl>
      );
    }
    case 'helpSeekingNorms':
      return (
        <dl className="rp-attr-facts">
          {(['stigma', 'familyRole', 'religion'] as const).map((key) => (
            <div key={key}>
              <dt>{a.norm(key)}</dt>
              <dd dir="auto">
                {attributes.helpSeekingNorms[key] || <span className="muted">{t('roleplay:card.none')}</span>}
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'bigFive':
      return (
        <p className="rp-attr-trait">
          {t('roleplay:card.bigFiveValue', {
            trait: a.trait(attributes.bigFive.trait),
            pole: a.pole(attributes.bigFive.pole),
          })}
        </p>
      );
    default:
      // The traits chosen from a list (bias, baseline, response style, trust, network, coping).
      return <p className="rp-attr-trait">{a[attribute](attributes[attribute])}</p>;
  }
}
