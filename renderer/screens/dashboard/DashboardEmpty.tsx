// What the class dashboard shows when the chosen cohort and exercise have no attempts yet.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';

export function DashboardEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="dash-empty card" data-testid="dashboard-empty">
      <span className="dash-empty-icon" aria-hidden="true">
        <Icon name="progress" size={28} />
      </span>
      <div>
        <h2>{t('dashboard:empty.title')}</h2>
        <p className="muted">{filtered ? t('dashboard:empty.filtered') : t('dashboard:empty.body')}</p>
      </div>
    </div>
  );
}
