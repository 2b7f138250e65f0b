// Class exchange (/exchange): the offline round trip through files. Trainees open exercise files,
// set the name and LMS contact their hand-ins carry, allow the judges' servers, hand in and open
// feedback; instructors share exercises; supervisors and instructors import submissions, send
// feedback files and write grade files for the LMS.
import '../../styles/exchange.css';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../app/session-context';
import { ContactCard } from './ContactCard';
import { FeedbackFilesCard } from './FeedbackFilesCard';
import { HandInCard } from './HandInCard';
import { ImportSubmissionsCard } from './ImportSubmissionsCard';
import { LmsGradesCard } from './LmsGradesCard';
import { OpenExerciseCard } from './OpenExerciseCard';
import { OpenFeedbackCard } from './OpenFeedbackCard';
import { ShareExerciseCard } from './ShareExerciseCard';

function TraineeExchange() {
  const assigned = useApiQuery('practice.assigned', {});
  return (
    <>
      <OpenExerciseCard />
      <ContactCard />
      {(assigned.data ?? []).map((e) => (
        <HandInCard key={e.id} exerciseId={e.id} title={e.title} />
      ))}
      <OpenFeedbackCard />
    </>
  );
}

export function ExchangeScreen() {
  const { t } = useTranslation();
  const { profile } = useSession();
  if (!profile) return <p className="card">{t('exchange:signIn')}</p>;
  return (
    <div className="exchange">
      <h1>{t('exchange:title')}</h1>
      <p className="muted">{t('exchange:intro')}</p>
      {profile.role === 'trainee' ? (
        <TraineeExchange />
      ) : (
        <>
          {profile.role === 'instructor' && <ShareExerciseCard />}
          <OpenExerciseCard />
          <ImportSubmissionsCard />
          <FeedbackFilesCard />
          <LmsGradesCard />
        </>
      )}
    </div>
  );
}
