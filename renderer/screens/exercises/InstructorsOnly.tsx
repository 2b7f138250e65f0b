// What someone who may not manage exercises sees on the exercise screens, with a way to their
// practice (when signed in) and home.
import { useTranslation } from 'react-i18next';
import { RoleGate } from '../../components/StateCard';

export function InstructorsOnly({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <RoleGate
      title={t('exercises:instructorsOnly.title')}
      body={t('exercises:instructorsOnly.body')}
      links={[
        signedIn && { to: '/practice', label: t('exercises:instructorsOnly.toPractice') },
        { to: '/', label: t('exercises:instructorsOnly.home') },
      ]}
      testId="exercises-instructors-only"
    />
  );
}
