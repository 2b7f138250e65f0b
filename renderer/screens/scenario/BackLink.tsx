// "Back to the library" link above a scenario.
import { useTranslation } from 'react-i18next';
import { BackLink as PageBackLink } from '../../components/BackLink/BackLink';

export function BackLink() {
  const { t } = useTranslation();
  return <PageBackLink to="/library" label={t('scenario:back')} testId="back-to-library" />;
}
