// Route /roleplay: role-play with a simulated help-seeker. The role cards grouped by culture and
// scenario, instructors build new ones from a scenario, the sessions list (one's own; everyone's for
// staff); with ?card=ID the card view. Without a chat model on a server it says how to add one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { Icon } from '../../components/Icon';
import { cultureNamer } from '../library/cultureNames';
import { CardPage } from './card/CardPage';
import { CardList } from './list/CardList';
import { CreateCardPanel } from './list/CreateCardPanel';
import { NoModelNotice } from './list/NoModelNotice';
import { SessionList } from './list/SessionList';
import { useRoleplayData } from './useRoleplayData';
import '../../styles/roleplay.css';
import { Button } from '../../components/Button';
import { StatusText } from '../../components/StatusText';

export function RoleplayScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { profile, profiles } = useSession();
  const { data, error } = useRoleplayData();
  const [creating, setCreating] = useState(false);
  const cardParam = Number(params.get('card'));
  const cardId = Number.isInteger(cardParam) && cardParam > 0 ? cardParam : null;

  if (!profile)
    return (
      <div className="form-page rp-page">
        <h1>{t('roleplay:title')}</h1>
        <p className="card" data-testid="rp-signed-out">
          {t('roleplay:signedOut')} <Link to="/">{t('roleplay:signIn')}</Link>
        </p>
      </div>
    );

  const isInstructor = profile.role === 'instructor';
  const isStaff = profile.role !== 'trainee';
  const cultureName = cultureNamer(t, data?.cultures ?? []);

  if (cardId !== null)
    return (
      <div className="form-page rp-page">
        {data ? (
          <CardPage key={cardId} cardId={cardId} models={data.models} cultureName={cultureName} />
        ) : error ? (
          <ErrorText error={error} />
        ) : (
          <StatusText>{t('common:loading')}</StatusText>
        )}
      </div>
    );

  return (
    <div className="form-page rp-page">
      <header className="rp-header">
        <div className="spread-row rp-title-row">
          <h1>{t('roleplay:title')}</h1>
          {isInstructor && !creating && (
            <Button tone="primary" onClick={() => setCreating(true)} testId="rp-new-card">
              <Icon name="plus" size={18} />
              {t('roleplay:cards.new')}
            </Button>
          )}
        </div>
        <p className="rp-lead">{t('roleplay:lead')}</p>
      </header>
      <ErrorText error={error} />
      {data === null ? (
        !error && <StatusText>{t('common:loading')}</StatusText>
      ) : (
        <>
          {data.models.length === 0 && <NoModelNotice isInstructor={isInstructor} />}
          {creating && (
            <CreateCardPanel
              cultures={data.cultures}
              cultureName={cultureName}
              onClose={() => setCreating(false)}
              onCreated={(card) => navigate(`/roleplay?card=${card.id}`)}
            />
          )}
          <div className="split-layout rp-home-layout">
            <CardList cards={data.cards} cultureName={cultureName} canCreate={isInstructor} />
            <SessionList
              sessions={data.sessions}
              profiles={profiles}
              showOwner={isStaff}
              title={isStaff ? t('roleplay:sessions.all') : t('roleplay:sessions.mine')}
              testId="rp-sessions"
            />
          </div>
        </>
      )}
    </div>
  );
}
