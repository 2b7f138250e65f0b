// A choice of one among a few kinds, drawn as a group of radio cards: each card has the radio, an
// optional icon, a title (with an optional badge), a help line and an optional note. Used where a
// judge runs, what kind of server it is, and what to export.
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import './radio-cards.css';

export type RadioCard<V extends string> = {
  value: V;
  title: ReactNode;
  help: ReactNode;
  badge?: ReactNode;
  note?: ReactNode;
  icon?: IconName;
};

type Props<V extends string> = {
  /** The radio group's name; also the fieldset's test id, and `${name}-${value}` each radio's. */
  name: string;
  legend: ReactNode;
  cards: readonly RadioCard<V>[];
  value: V;
  onChange: (next: V) => void;
  disabled?: boolean;
  /** A line under the cards. */
  help?: ReactNode;
  /** Classes on the fieldset besides radio-cards (its place in the form, its legend's look). */
  className?: string;
};

export function RadioCards<V extends string>({
  name,
  legend,
  cards,
  value,
  onChange,
  disabled,
  help,
  className,
}: Props<V>) {
  return (
    <fieldset className={`radio-cards ${className ?? ''}`.trim()} disabled={disabled} data-testid={name}>
      <legend>{legend}</legend>
      <div className="radio-cards-options">
        {cards.map((card) => (
          <label key={card.value} className={card.value === value ? 'radio-card is-on' : 'radio-card'}>
            <input
              type="radio"
              name={name}
              value={card.value}
              checked={card.value === value}
              onChange={() => onChange(card.value)}
              data-testid={`${name}-${card.value}`}
            />
            {card.icon && (
              <span className="radio-card-icon" aria-hidden="true">
                <Icon name={card.icon} size={20} />
              </span>
            )}
            <span className="radio-card-text">
              <span className="radio-card-title">
                {card.title} {card.badge && <span className="badge">{card.badge}</span>}
              </span>
              <small>{card.help}</small>
              {card.note && <small className="muted">{card.note}</small>}
            </span>
          </label>
        ))}
      </div>
      {help && <small>{help}</small>}
    </fieldset>
  );
}
