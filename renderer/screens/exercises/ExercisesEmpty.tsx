// The exercise list's empty state: what an exercise is, and (for instructors) how to make one.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { EmptyState } from '../../components/StateCard';

/** The link to a new exercise, in the list's header and in its empty state. */
export function NewExerciseLink({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/exercises/new" className="button primary" data-testid={testId}>
      <Icon name="plus" size={18} />
      {t('exercises:list.new')}
    </Link>
  );
}

export function ExercisesEmpty({ canEdit, archivedHidden }: { canEdit: boolean; archivedHidden: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon="practice" testId="exercises-empty">
      <p className="ex-empty-title">{t('exercises:empty.title')}</p>
      <p>{t('exercises:empty.what')}</p>
      <p className="muted">{canEdit ? t('exercises:empty.howInstructor') : t('exercises:empty.howSupervisor')}</p>
      {archivedHidden && <p className="muted">{t('exercises:empty.archivedHidden')}</p>}
      {canEdit && <NewExerciseLink testId="exercises-empty-new" />}
    </EmptyState>
  );
}
