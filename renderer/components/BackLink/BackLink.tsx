// A "Back to …" link above a page's heading; the arrow turns with the page direction.
import { Link } from 'react-router-dom';
import './back-link.css';

export function BackLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <Link to={to} className="back-link" data-testid={testId}>
      <span className="back-link-arrow" aria-hidden="true">
        ←
      </span>
      {label}
    </Link>
  );
}
