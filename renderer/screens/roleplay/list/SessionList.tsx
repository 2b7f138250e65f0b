// A list of role-play sessions (the signed-in trainee's own; everyone's for staff, with whose they
// are): the scenario, status or how it ended, turns taken, last activity; each opens the session.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProfileSummary } from '../../../../shared/domain/profile';
import type { RoleplaySession } from '../../../../shared/domain/roleplay';
import { isolate } from '../../../i18n/isolate';
import { useDateFormat } from '../../library/useDateFormat';
import { sessionLabels, traineeTurns } from '../sessionLabels';

type Props = {
  sessions: readonly RoleplaySession[];
  profiles: readonly ProfileSummary[];
  /** Staff see everyone's sessions: each row says whose it is. */
  showOwner: boolean;
  title: string;
  testId: string;
};

export function SessionList({ sessions, profiles, showOwner, title, testId }: Props) {
  const { t } = useTranslation();
  const labels = sessionLabels(t);
  const date = useDateFormat();
  const owner = (id: number) => profiles.find((p) => p.id === id)?.displayName ?? t('roleplay:sessions.unknownOwner');
  const sorted = [...sessions].sort((a, b) =>
    a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id,
  );

  return (
    <section className="card rp-sessions" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`}>{title}</h2>
      {sorted.length === 0 ? (
        <p className="muted rp-empty">{t('roleplay:sessions.empty')}</p>
      ) : (
        <ul className="rp-session-list">
          {sorted.map((s) => (
            <li key={s.id}>
              <Link to={`/roleplay/${s.id}`} className="rp-session-row" data-testid={`rp-session-${s.id}`}>
                <span className="rp-session-main">
                  <span className="rp-session-title" dir="auto">
                    {s.roleCard.scenarioTitle}
                  </span>
                  <span className="muted rp-session-meta">
                    {t('roleplay:sessions.meta', { id: s.id, turns: traineeTurns(s), cap: s.turnCap })}
                    {showOwner && (
                      <>
                        {' · '}
                        {t('roleplay:sessions.by', { name: isolate(owner(s.profileId)) })}
                      </>
                    )}
                  </span>
                  <span className="muted rp-session-date">{date(s.updatedAt)}</span>
                </span>
                <span className={`badge rp-status is-${s.status}`} data-testid="rp-session-status">
                  {labels.state(s)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
