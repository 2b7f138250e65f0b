// Route screen for /exercises/new and /exercises/:id/edit: instructors create and change exercises;
// supervisors see an exercise's settings read-only.
import '../../styles/exercises.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/client';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { StatusText } from '../../components/StatusText';
import { usePageTitle } from '../../app/pageTitle';
import { emptyExerciseValues, exerciseToValues, type ExerciseFormValues } from './exerciseFormValues';
import { ExerciseForm } from './ExerciseForm';
import { OnlyFor } from '../../components/RolePage';
import type { ListNotice } from './listNotice';
import { useEditorData } from './useEditorData';

function EditorPage({ exerciseId, readOnly }: { exerciseId: number | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error } = useEditorData(exerciseId);
  const exercise = data?.exercise ?? null;
  usePageTitle(
    exerciseId === null ? null : readOnly ? t('exercises:editor.viewTitle') : t('a11y:page.editExercise'),
    exercise?.title,
  );
  const defaultValues = useMemo(() => {
    if (!data) return null;
    if (!data.exercise) return emptyExerciseValues();
    const trainees = new Set(data.profiles.filter((p) => p.role === 'trainee').map((p) => p.id));
    return exerciseToValues(data.exercise, trainees);
  }, [data]);

  const save = async (values: ExerciseFormValues) => {
    const saved =
      exerciseId === null
        ? await api.call('exercises.create', values)
        : await api.call('exercises.update', { id: exerciseId, ...values });
    const notice: ListNotice = { kind: exerciseId === null ? 'created' : 'saved', title: saved.title };
    void navigate('/exercises', { state: notice });
  };

  const heading = readOnly
    ? t('exercises:editor.viewTitle')
    : exerciseId === null
      ? t('exercises:editor.newTitle')
      : t('exercises:editor.editTitle');

  return (
    <div className="form-page ex-page">
      <p className="ex-back">
        <Link to="/exercises" data-testid="exercises-back">
          {t('exercises:editor.back')}
        </Link>
      </p>
      <header className="ex-header">
        <h1>{heading}</h1>
        {exercise ? (
          <p className="ex-header-title">
            <span dir="auto">{exercise.title}</span>
          </p>
        ) : (
          <p className="muted ex-lead">{t('exercises:editor.newIntro')}</p>
        )}
        {readOnly && <p className="note">{t('exercises:editor.readOnly')}</p>}
        {exercise?.archived && <p className="note">{t('exercises:editor.archivedNote')}</p>}
        {exercise && exercise.attemptCount > 0 && (
          <p className="note ex-note-warm" data-testid="exercise-started-note">
            {t('exercises:editor.startedNote', { count: exercise.attemptCount })}
          </p>
        )}
      </header>
      {error ? <ErrorText error={error} /> : null}
      {data && defaultValues ? (
        <ExerciseForm
          key={exercise?.version ?? 'new'}
          mode={exerciseId === null ? 'new' : 'edit'}
          defaultValues={defaultValues}
          initialScenarios={exercise?.scenarios ?? []}
          data={data}
          readOnly={readOnly}
          onSubmit={save}
        />
      ) : (
        !error && <StatusText>{t('exercises:editor.loading')}</StatusText>
      )}
    </div>
  );
}

export function ExerciseEditorScreen() {
  const { profile } = useSession();
  const { id } = useParams();
  const role = profile?.role;
  if (role !== 'instructor' && !(role === 'supervisor' && id !== undefined))
    return <OnlyFor screen="exercises" signedIn={profile !== null} />;
  if (id === undefined) return <EditorPage key="new" exerciseId={null} readOnly={false} />;
  const exerciseId = Number(id);
  if (!Number.isInteger(exerciseId) || exerciseId <= 0) return <Navigate to="/exercises" replace />;
  return <EditorPage key={exerciseId} exerciseId={exerciseId} readOnly={role !== 'instructor'} />;
}
