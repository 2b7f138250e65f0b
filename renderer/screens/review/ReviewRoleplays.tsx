// Where the supervisor reviews an attempt: the trainee's role-play conversations for the same
// exercise (played on this computer or arrived in a submission file), each with its length, whether
// it was scored, and a link to its transcript, scores and comments. No score values show here.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SUBMITTED_ROLEPLAY_PROVIDER } from '../../../shared/exchange/types';
import { useApiQuery } from '../../api/hooks';

export function ReviewRoleplays(props: { traineeId: number; exerciseId: number }) {
  const { t } = useTranslation();
  const sessions = useApiQuery('roleplay.sessions', { profileId: props.traineeId });
  const mine = (sessions.data ?? []).filter((s) => s.exerciseId === props.exerciseId);
  if (!sessions.data || mine.length === 0) return null;
  return (
    <section className="card rv-roleplays" aria-labelledby="rv-roleplays" data-testid="review-roleplays">
      <h2 id="rv-roleplays">{t('openedExchange:roleplay.title')}</h2>
      <p className="muted">{t('openedExchange:roleplay.intro')}</p>
      <ul>
        {mine.map((s) => (
          <li key={s.id} data-testid="review-roleplay">
            <Link to={`/roleplay/${s.id}`}>
              {t('openedExchange:roleplay.open', { card: s.roleCard.scenarioTitle })}
            </Link>{' '}
            · {t('openedExchange:roleplay.turns', { n: s.turns.length })}
            {s.providerId === SUBMITTED_ROLEPLAY_PROVIDER && (
              <>
                {' '}
                · <span className="muted">{t('openedExchange:roleplay.imported')}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
