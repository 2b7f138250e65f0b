// What the class dashboard shows when the chosen cohort and exercise have no attempts yet.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/StateCard';

export function DashboardEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon="progress" testId="dashboard-empty">
      <h2>{t('dashboard:empty.title')}</h2>
      <p className="muted">{filtered ? t('dashboard:empty.filtered') : t('dashboard:empty.body')}</p>
    </EmptyState>
  );
}
