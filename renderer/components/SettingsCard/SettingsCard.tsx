// One configured thing in Settings (a judge, a local model): a card named by its heading, with a badge
// beside the title (where text goes, the model's state) and the facts and actions below. The card's
// classes, heading id and test id follow from its kind and id ('judge-card', 'judge-title-x', 'judge-x').
import type { ReactNode } from 'react';

type Props = {
  kind: 'judge' | 'model';
  id: string;
  title: ReactNode;
  /** The title's direction: 'auto' for names people typed, 'ltr' for product names. */
  titleDir?: 'auto' | 'ltr';
  badge: ReactNode;
  children: ReactNode;
};

export function SettingsCard({ kind, id, title, titleDir = 'auto', badge, children }: Props) {
  const titleId = `${kind}-title-${id}`;
  return (
    <article className={`${kind}-card`} aria-labelledby={titleId} data-testid={`${kind}-${id}`}>
      <header className={`${kind}-card-head`}>
        <h3 id={titleId} dir={titleDir}>
          {title}
        </h3>
        {badge}
      </header>
      {children}
    </article>
  );
}
