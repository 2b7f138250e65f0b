// What a trainee sees on the review screens: they are for supervisors and instructors, with links
// to the trainee's own progress and home.
import { useTranslation } from 'react-i18next';
import { RoleGate } from '../../components/StateCard';

export function SupervisorsOnly() {
  const { t } = useTranslation();
  return (
    <RoleGate
      title={t('review:only.title')}
      body={t('review:only.body')}
      links={[
        { to: '/history', label: t('review:only.toProgress') },
        { to: '/', label: t('review:only.home') },
      ]}
      testId="review-supervisors-only"
    />
  );
}
