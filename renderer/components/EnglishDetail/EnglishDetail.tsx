// A service's own words under a small disclosure: they are English, so they are marked as such and
// kept left-to-right in any interface language, and they stay out of the way of the translated text.
import type { ReactNode } from 'react';
import './english-detail.css';

export function EnglishDetail({ summary, text }: { summary: ReactNode; text: string }) {
  return (
    <details className="error-detail">
      <summary>{summary}</summary>
      <p className="english-detail-text" dir="ltr" lang="en">
        {text}
      </p>
    </details>
  );
}
