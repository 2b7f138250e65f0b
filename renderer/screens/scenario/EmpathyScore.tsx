// A reply's empathy score from the dataset (1-5) with its wording and a small five-dot scale.
import { useTranslation } from 'react-i18next';

export function EmpathyScore({ score }: { score: number }) {
  const { t } = useTranslation();
  const wording: Record<number, string> = {
    1: t('scenario:empathy.level1'),
    2: t('scenario:empathy.level2'),
    3: t('scenario:empathy.level3'),
    4: t('scenario:empathy.level4'),
    5: t('scenario:empathy.level5'),
  };
  const clamped = Math.min(5, Math.max(1, Math.round(score)));
  return (
    <p className="empathy-score" data-testid="empathy-score">
      <span className="empathy-score-title">{t('scenario:empathy.title')}</span>
      <span className="empathy-dots" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={n <= clamped ? 'empathy-dot is-filled' : 'empathy-dot'} />
        ))}
      </span>
      <span>{t('scenario:empathy.value', { score: clamped, wording: wording[clamped] })}</span>
    </p>
  );
}
