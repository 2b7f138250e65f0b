// The kinds of change the trainee's recent coach's notes keep asking for, e.g. "No reflection of
// feelings: 4 of the last 6 notes", most frequent first.
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks';
import { noteLabels } from '../practice/note/noteLabels';
import '../../styles/coach-note.css';

export function ChangeTrends() {
  const { t } = useTranslation();
  const { data } = useApiQuery('practice.changeTrends', {});
  if (!data || data.notes === 0) return null;
  return (
    <section className="card hist-trends" aria-labelledby="hist-trends-title" data-testid="change-trends">
      <h2 id="hist-trends-title">{t('coachNote:trends.title')}</h2>
      <p className="muted">{t('coachNote:trends.intro', { count: data.notes })}</p>
      {data.counts.length === 0 ? (
        <p>{t('coachNote:trends.none')}</p>
      ) : (
        <ul className="cn-trends">
          {data.counts.map((c) => (
            <li key={c.kind} data-testid={`trend-${c.kind}`}>
              <strong>{noteLabels(t).kind[c.kind]}</strong>{' '}
              {data.notes === 1
                ? t('coachNote:trends.countOnlyNote')
                : t('coachNote:trends.count', { count: c.count, notes: data.notes })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
