// The exercise list (/exercises): instructors see, create, edit, duplicate and archive exercises;
// supervisors look at them read-only; trainees are pointed to Practice.
import '../../styles/exercises.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { api } from '../../api/client';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { cultureNamer } from '../library/cultureNames';
import { ExerciseCard } from './ExerciseCard';
import { ExercisesEmpty, NewExerciseLink } from './ExercisesEmpty';
import { OnlyFor } from '../../components/RolePage';
import { isListNotice, type ListNotice } from './listNotice';
import { ListNoticeBar } from './ListNoticeBar';
import { useExercises } from './useExercises';
import { CheckToggle } from '../../components/CheckToggle';
import { StatusText } from '../../components/StatusText';
import { useAction } from '../../components/useAction';

function ExerciseList({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [showArchived, setShowArchived] = useState(false);
  const { items, error, loading, cultures } = useExercises(showArchived);
  const [notice, setNotice] = useState<ListNotice | null>(() => (isListNotice(location.state) ? location.state : null));
  const [busyId, setBusyId] = useState<number | null>(null);
  const action = useAction();
  const cultureName = cultureNamer(t, cultures);

  const act = (id: number, run: () => Promise<ListNotice>) => {
    setBusyId(id);
    return action.run(async () => setNotice(await run()));
  };
  const duplicate = (id: number, title: string) =>
    act(id, async () => {
      // The copy's title in the interface language, shortening the original so the suffix fits.
      const extra = t('exercises:list.copyTitle', { title: '' }).length;
      const copy = await api.call('exercises.duplicate', {
        id,
        title: t('exercises:list.copyTitle', { title: title.slice(0, 160 - extra).trimEnd() }),
      });
      return { kind: 'duplicated', title: copy.title, id: copy.id };
    });
  const setArchived = (id: number, archived: boolean) =>
    act(id, async () => {
      const changed = await api.call('exercises.setArchived', { id, archived });
      return { kind: archived ? 'archived' : 'unarchived', title: changed.title, id: changed.id };
    });

  return (
    <div className="form-page ex-page">
      <header className="ex-list-header">
        <div className="spread-row ex-title-row">
          <h1>{t('exercises:list.title')}</h1>
          {canEdit && <NewExerciseLink testId="exercise-new" />}
        </div>
        <p className="muted ex-lead">{t('exercises:list.lead')}</p>
        {!canEdit && <p className="note">{t('exercises:list.readOnly')}</p>}
      </header>

      <div className="spread-row ex-list-bar">
        <p className="ex-count" aria-live="polite" data-testid="exercises-count">
          {items
            ? showArchived
              ? t('exercises:list.countAll', { count: items.length })
              : t('exercises:list.count', { count: items.length })
            : ''}
        </p>
        <CheckToggle
          className="ex-toggle"
          checked={showArchived}
          onChange={setShowArchived}
          testId="exercises-show-archived"
        >
          {t('exercises:list.showArchived')}
        </CheckToggle>
      </div>

      {notice && (
        <ListNoticeBar
          notice={notice}
          onUndoArchive={(id) => void setArchived(id, false)}
          onDismiss={() => setNotice(null)}
        />
      )}
      <ErrorText error={action.error ?? error} />

      {items === null ? (
        !error && <StatusText>{t('exercises:list.loading')}</StatusText>
      ) : items.length === 0 ? (
        <ExercisesEmpty canEdit={canEdit} archivedHidden={!showArchived} />
      ) : (
        <ul className="bare-list ex-list" aria-busy={loading} data-testid="exercise-list">
          {items.map((exercise) => (
            <ExerciseCard
              key={exercise.id}
              exercise={exercise}
              cultureName={cultureName}
              canEdit={canEdit}
              busy={action.busy && busyId === exercise.id}
              onDuplicate={() => void duplicate(exercise.id, exercise.title)}
              onArchive={(archived) => void setArchived(exercise.id, archived)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export function ExercisesScreen() {
  const { profile } = useSession();
  if (profile?.role !== 'instructor' && profile?.role !== 'supervisor')
    return <OnlyFor screen="exercises" signedIn={profile !== null} />;
  return <ExerciseList canEdit={profile.role === 'instructor'} />;
}
