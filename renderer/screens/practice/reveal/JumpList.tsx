// Buttons that scroll to each reply of the reveal (the page is long; links with #ids would clash
// with the app's hash routes).
import { useTranslation } from 'react-i18next';
import type { ResponseOption } from '../../scenario/responseOptions';

export const exemplarDomId = (option: ResponseOption) => `reveal-reply-${option.response.id}`;

export function JumpList({ options }: { options: readonly ResponseOption[] }) {
  const { t } = useTranslation();
  const jump = (option: ResponseOption) => {
    const target = document.getElementById(exemplarDomId(option));
    target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  };
  return (
    <nav className="card pr-jump" aria-label={t('practice:reveal.jump')}>
      <h3 className="pr-card-title">{t('practice:reveal.jump')}</h3>
      <ul>
        {options.map((option) => (
          <li key={option.response.id}>
            <button type="button" className="link-button" onClick={() => jump(option)}>
              <bdi>{option.name}</bdi>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
