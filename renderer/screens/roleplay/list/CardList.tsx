// The role cards, grouped by culture and scenario; each opens its card view. A few traits are shown
// so cards built from the same scenario can be told apart.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RoleCard } from '../../../../shared/domain/roleplay';
import { attributeLabels } from '../card/attributeLabels';
import { groupCards } from './groupCards';

type Props = { cards: readonly RoleCard[]; cultureName: (id: string) => string; canCreate: boolean };

export function CardList({ cards, cultureName, canCreate }: Props) {
  const { t, i18n } = useTranslation();
  const a = attributeLabels(t);
  const groups = groupCards(cards, cultureName, i18n.language);

  return (
    <section className="rp-cards" aria-labelledby="rp-cards-title" data-testid="rp-cards">
      <h2 id="rp-cards-title">{t('roleplay:cards.title')}</h2>
      {groups.length === 0 ? (
        <p className="card muted rp-empty" data-testid="rp-cards-empty">
          {canCreate ? t('roleplay:cards.emptyInstructor') : t('roleplay:cards.empty')}
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.cultureId} className="rp-culture-group" aria-label={cultureName(group.cultureId)}>
            <h3 className="rp-culture-title">
              <bdi>{cultureName(group.cultureId)}</bdi>
            </h3>
            {group.scenarios.map((scenario) => (
              <div key={scenario.key} className="rp-scenario-group">
                <h4 className="rp-scenario-title" dir="auto">
                  {scenario.title}
                </h4>
                <ul className="rp-card-grid">
                  {scenario.cards.map((card) => (
                    <li key={card.id}>
                      <Link
                        to={`/roleplay?card=${card.id}`}
                        className="panel raised rp-card-link"
                        data-testid={`rp-card-${card.id}`}
                      >
                        <span className="rp-card-head">
                          <span className="rp-card-name">{t('roleplay:cards.name', { id: card.id })}</span>
                          <span className="badge">{t('roleplay:cards.version', { version: card.version })}</span>
                        </span>
                        <span className="rp-card-stressor" dir="auto" lang={card.language}>
                          {card.attributes.stressor}
                        </span>
                        <span className="rp-chips">
                          <span className="rp-chip">{a.responseStyle(card.attributes.responseStyle)}</span>
                          <span className="rp-chip">
                            {t('roleplay:cards.trustChip', { trust: a.trust(card.attributes.trust) })}
                          </span>
                          <span className="rp-chip">{a.emotionalBaseline(card.attributes.emotionalBaseline)}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))
      )}
    </section>
  );
}
