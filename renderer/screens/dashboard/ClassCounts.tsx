// The class in four numbers: trainees, attempts, completed attempts and reviewed attempts; and, when
// there are any, the completed attempts whose AI scores are left out until the viewer rates them blind.
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import type { HistoryFormat } from '../history/useHistoryFormat';

export function ClassCounts({ counts, format }: { counts: ClassDashboard['counts']; format: HistoryFormat }) {
  const { t } = useTranslation();
  const tiles = [
    { id: 'trainees', value: counts.trainees, label: t('dashboard:counts.trainees', { count: counts.trainees }) },
    { id: 'attempts', value: counts.attempts, label: t('dashboard:counts.attempts', { count: counts.attempts }) },
    { id: 'completed', value: counts.completed, label: t('dashboard:counts.completed', { count: counts.completed }) },
    { id: 'reviewed', value: counts.reviewed, label: t('dashboard:counts.reviewed', { count: counts.reviewed }) },
    ...(counts.awaitingReview > 0
      ? [
          {
            id: 'awaiting',
            value: counts.awaitingReview,
            label: t('scores:dashboard.awaitingReview', { count: counts.awaitingReview }),
          },
        ]
      : []),
  ];
  return (
    <ul className="dash-counts" aria-label={t('dashboard:counts.label')} data-testid="dashboard-counts">
      {tiles.map((tile) => (
        <li key={tile.id} className="panel" data-testid={`dashboard-count-${tile.id}`} data-value={tile.value}>
          <span className="dash-count-value">{format.integer(tile.value)}</span>
          <span className="dash-count-label">{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}
