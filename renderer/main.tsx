// Renderer entry: bundled fonts, styles, i18n, then the React app (Chinese font faces come once the
// app's frame is drawn: components/AppFrame/deferred-fonts.ts).
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import '@fontsource/noto-sans-hebrew/400.css';
import '@fontsource/noto-sans-hebrew/600.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';
import './styles/screens.css';
import './styles/annotations.css';
import './styles/a11y.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initialPageLanguage, prefetchSession } from './app/prefetch-session';
import { setupI18n } from './i18n/setup';

// The first reads travel while the first screen's texts load.
prefetchSession();
// With the answers in the page, the texts load in the page's own language from the start (no English first).
// Not a top-level await: with one, the bundler keeps the first screen's code in many small chunks.
void setupI18n(initialPageLanguage()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
