// One role card (/roleplay?card=ID): every attribute, for instructors the locks, edits and
// re-sampling (each a new version), and for everyone starting a session and this card's sessions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import type { RoleCard, RoleCardAttribute, RoleCardAttributes, RoleplayMode } from '../../../../shared/domain/roleplay';
import { api } from '../../../api/client';
import { useApiQuery, useSetQueryData } from '../../../api/hooks';
import { useSession } from '../../../app/session-context';
import { ErrorText } from '../../../components/ErrorText';
import { vocab } from '../../../components/vocab';
import { NoModelNotice } from '../list/NoModelNotice';
import { SessionList } from '../list/SessionList';
import { RoleplayBackLink } from '../RoleplayBackLink';
import { AttributeList } from './AttributeList';
import { ReseedPanel } from './ReseedPanel';
import { CardModeField } from './CardModeField';
import { noteLabels } from '../../practice/note/noteLabels';
import { StartSessionPanel } from './StartSessionPanel';
import { StatusText } from '../../../components/StatusText';

type Props = { cardId: number; models: readonly JudgeProvider[]; cultureName: (id: string) => string };

export function CardPage({ cardId, models, cultureName }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const { profile, profiles } = useSession();
  const cardQuery = useApiQuery('roleplay.cards.get', { id: cardId }, { fresh: true });
  const sessions = useApiQuery('roleplay.sessions', { roleCardId: cardId }).data ?? null;
  const setData = useSetQueryData();
  const card = cardQuery.data ?? null;
  const loadError = card ? null : cardQuery.error;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isInstructor = profile?.role === 'instructor';

  const update = async (
    request: {
      attributes?: Partial<RoleCardAttributes>;
      locked?: RoleCardAttribute[];
      reseed?: number;
      defaultMode?: RoleplayMode;
    },
    message: (next: RoleCard) => string,
  ): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const next = await api.call('roleplay.cards.update', { id: cardId, ...request });
      setData('roleplay.cards.get', { id: cardId }, next);
      setNotice(message(next));
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (loadError) return <ErrorText error={loadError} />;
  if (!card) return <StatusText>{t('common:loading')}</StatusText>;

  const toggleLock = (attribute: RoleCardAttribute) => {
    const locked = card.locked.includes(attribute)
      ? card.locked.filter((x) => x !== attribute)
      : [...card.locked, attribute];
    void update({ locked }, (next) => t('roleplay:card.saved', { version: next.version }));
  };

  return (
    <div className="rp-card-page" data-testid="rp-card-page">
      <RoleplayBackLink />
      <header className="rp-card-header">
        <div className="spread-row rp-title-row">
          <h1 dir="auto">{card.scenarioTitle}</h1>
          <span className="badge rp-version" data-testid="rp-card-version">
            {t('roleplay:cards.version', { version: card.version })}
          </span>
        </div>
        <p className="muted rp-card-meta">
          <bdi>{cultureName(card.cultureId)}</bdi>
          {' · '}
          {t('roleplay:card.language', { language: v.textLanguage[card.language] ?? card.language })}
          {' · '}
          <span data-testid="rp-card-seed">{t('roleplay:card.seed', { seed: card.seed })}</span>
          {' · '}
          {t('roleplay:card.lockedCount', { count: card.locked.length })}
        </p>
        <p className="rp-lead">{t('roleplay:card.intro')}</p>
      </header>
      {notice && (
        <p className="rp-notice" role="status" data-testid="rp-card-notice">
          {notice}
        </p>
      )}
      <ErrorText error={error} />
      <div className="split-layout rp-card-layout">
        <section className="card rp-attributes" aria-labelledby="rp-attributes-title" data-testid="rp-card-view">
          <h2 id="rp-attributes-title">{t('roleplay:card.title', { id: card.id })}</h2>
          <AttributeList
            card={card}
            canEdit={isInstructor}
            busy={busy}
            onToggleLock={toggleLock}
            onEdit={(attribute, value) =>
              update({ attributes: { [attribute]: value } }, (next) =>
                t('roleplay:card.saved', { version: next.version }),
              )
            }
          />
        </section>
        <div className="rp-side">
          {models.length === 0 ? (
            <NoModelNotice isInstructor={isInstructor} />
          ) : (
            <StartSessionPanel card={card} models={models} />
          )}
          <CardModeField
            card={card}
            canEdit={isInstructor}
            busy={busy}
            onChange={(defaultMode) => void update({ defaultMode }, () => noteLabels(t).mode[defaultMode])}
          />
          {isInstructor && (
            <ReseedPanel
              card={card}
              busy={busy}
              onReseed={(seed) =>
                void update({ reseed: seed }, (next) => t('roleplay:reseed.done', { seed, version: next.version }))
              }
            />
          )}
          {sessions && (
            <SessionList
              sessions={sessions}
              profiles={profiles}
              showOwner={profile?.role !== 'trainee'}
              title={t('roleplay:sessions.ofCard')}
              testId="rp-card-sessions"
            />
          )}
        </div>
      </div>
    </div>
  );
}
