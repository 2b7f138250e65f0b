// A "Back to …" link above a page's heading; the arrow turns with the page direction.
import { Link } from 'react-router-dom';

export function BackLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <Link to={to} className="scenario-back" data-testid={testId}>
      <span className="scenario-back-arrow" aria-hidden="true">
        ←
      </span>
      {label}
    </Link>
  );
}
