// Names a week of the progress chart: an ISO week ("2026-W03") as "Week 3, 2026", a week given by
// its first day ("2026-01-12") as "Week of 12 Jan"; anything else as it came.
import type { TFunction } from 'i18next';
import type { HistoryFormat } from '../history/useHistoryFormat';

export function weekLabel(t: TFunction, format: HistoryFormat, week: string): string {
  const iso = /^(\d{4})-W(\d{1,2})$/.exec(week);
  if (iso) return t('dashboard:overTime.isoWeek', { week: format.integer(Number(iso[2])), year: iso[1] });
  if (/^\d{4}-\d{2}-\d{2}/.test(week))
    return t('dashboard:overTime.weekOf', { date: format.shortDate(`${week.slice(0, 10)}T12:00:00Z`) });
  return week;
}
