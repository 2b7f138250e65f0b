// A screen's heading and the one paragraph under it that says what the screen is for.
import './page-header.css';

export function PageHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      <p className="page-lead">{lead}</p>
    </header>
  );
}
