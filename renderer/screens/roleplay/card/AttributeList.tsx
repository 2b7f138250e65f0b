// Every attribute of a role card, translated. Instructors can lock an attribute (re-sampling keeps
// it) or edit it in place; each change stores a new version of the card.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROLE_CARD_ATTRIBUTES,
  type RoleCard,
  type RoleCardAttribute,
  type RoleCardAttributes,
} from '../../../../shared/domain/roleplay';
import { Icon } from '../../../components/Icon';
import { AttributeEditor } from './AttributeEditor';
import { AttributeValue } from './AttributeValue';
import { attributeLabels } from './attributeLabels';
import { Button } from '../../../components/Button';

/** The card's attributes in three groups: the person's story, their traits, and the help-seeking context. */
const BACKGROUND: readonly RoleCardAttribute[] = ['stressor', 'culturalFrame', 'demographics', 'lifeEvents'];
const CONTEXT: readonly RoleCardAttribute[] = ['relationshipToListener', 'helpSeekingNorms'];
const TRAITS = ROLE_CARD_ATTRIBUTES.filter((x) => !BACKGROUND.includes(x) && !CONTEXT.includes(x));

type Props = {
  card: RoleCard;
  canEdit: boolean;
  busy: boolean;
  onToggleLock: (attribute: RoleCardAttribute) => void;
  onEdit: (attribute: RoleCardAttribute, value: RoleCardAttributes[RoleCardAttribute]) => Promise<boolean>;
};

export function AttributeList({ card, canEdit, busy, onToggleLock, onEdit }: Props) {
  const { t } = useTranslation();
  const a = attributeLabels(t);
  const [editing, setEditing] = useState<RoleCardAttribute | null>(null);

  const section = (title: string, attributes: readonly RoleCardAttribute[]) => (
    <section className="rp-attr-section">
      <h3>{title}</h3>
      <dl className="rp-attrs">
        {attributes.map((attribute) => {
          const locked = card.locked.includes(attribute);
          return (
            <div
              key={attribute}
              className={`rp-attr${locked ? ' is-locked' : ''}`}
              data-testid={`rp-attr-${attribute}`}
              data-locked={locked}
            >
              <dt className="spread-row rp-attr-head">
                <span className="rp-attr-name">{a.name(attribute)}</span>
                {locked && !canEdit && (
                  <span className="badge rp-lock-badge">
                    <Icon name="lock" size={14} />
                    {t('roleplay:card.locked')}
                  </span>
                )}
                {canEdit && (
                  <span className="rp-attr-actions">
                    <button
                      type="button"
                      className={`button small rp-lock${locked ? ' is-on' : ''}`}
                      aria-pressed={locked}
                      disabled={busy}
                      onClick={() => onToggleLock(attribute)}
                      title={locked ? t('roleplay:card.unlockHelp') : t('roleplay:card.lockHelp')}
                      data-testid={`rp-lock-${attribute}`}
                    >
                      <Icon name="lock" size={14} />
                      {locked ? t('roleplay:card.locked') : t('roleplay:card.lock')}
                    </button>
                    {editing !== attribute && (
                      <Button
                        small
                        disabled={busy}
                        onClick={() => setEditing(attribute)}
                        aria-label={t('roleplay:card.editLabel', { name: a.name(attribute) })}
                        testId={`rp-edit-open-${attribute}`}
                      >
                        {t('roleplay:card.edit')}
                      </Button>
                    )}
                  </span>
                )}
              </dt>
              <dd className="rp-attr-value">
                {editing === attribute ? (
                  <AttributeEditor
                    attribute={attribute}
                    attributes={card.attributes}
                    busy={busy}
                    onCancel={() => setEditing(null)}
                    onSave={(value) =>
                      void onEdit(attribute, value).then((saved) => {
                        if (saved) setEditing(null);
                      })
                    }
                  />
                ) : (
                  <AttributeValue attribute={attribute} attributes={card.attributes} />
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );

  return (
    <div className="rp-attr-sections">
      {section(t('roleplay:card.groupBackground'), BACKGROUND)}
      {section(t('roleplay:card.groupTraits'), TRAITS)}
      {section(t('roleplay:card.groupContext'), CONTEXT)}
    </div>
  );
}
