// "Back to practice" link above an attempt.
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink/BackLink';

export function PracticeBackLink() {
  const { t } = useTranslation();
  return <BackLink to="/practice" label={t('practice:attempt.back')} testId="back-to-practice" />;
}
