// A card that explains a state instead of showing content: who may use a screen (RoleGate) or why a
// list or chart is empty (EmptyState). An icon in a soft square beside the words.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from './Icon';
import './state-card.css';

type Props = { icon: IconName; testId: string; children: ReactNode };

/** Why there is nothing to show yet, and what to do about it. */
export function EmptyState({ icon, testId, children }: Props) {
  return (
    <div className="card state-card is-empty" data-testid={testId}>
      <span className="state-card-icon" aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <div>{children}</div>
    </div>
  );
}

type GateProps = {
  title: string;
  body: string;
  /** Where this profile can go instead (shown only when given). */
  links: readonly ({ to: string; label: string } | false)[];
  testId: string;
};

/** What a profile without the right role sees on a screen for other roles ("Instructors only"). */
export function RoleGate({ title, body, links, testId }: GateProps) {
  return (
    <section className="card state-card is-gate" data-testid={testId}>
      <span className="state-card-icon" aria-hidden="true">
        <Icon name="lock" />
      </span>
      <div>
        <h1>{title}</h1>
        <p>{body}</p>
        <p className="state-card-links">
          {links.map(
            (link) =>
              link && (
                <Link key={link.to} to={link.to}>
                  {link.label}
                </Link>
              ),
          )}
        </p>
      </div>
    </section>
  );
}
