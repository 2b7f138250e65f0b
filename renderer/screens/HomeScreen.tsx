// Home: who is using the app (profile picker) and the doors to Library, Practice, Review and Settings.
import { isolate } from '../i18n/isolate';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearDeletedProfile, deletedProfileName } from './home/deletedProfile';
import { SetupChecklist } from './home/SetupChecklist';
import { Link } from 'react-router-dom';
import { useSession } from '../app/session-context';
import { Icon, type IconName } from '../components/Icon';
import { ProfilePicker } from '../components/ProfilePicker';
import { roleLabel } from '../components/roleLabels';

type Door = { id: string; icon: IconName; title: string; body: string; audience: string; to?: string };

export function HomeScreen() {
  const { t } = useTranslation();
  const { profile, info } = useSession();
  // Arriving from Settings after deleting one's own profile: it says so, under the heading focus moves to.
  const [deletedProfile] = useState(deletedProfileName);
  useEffect(clearDeletedProfile, []);
  // A class server: people sign in to their own accounts; there is no profile picker.
  const server = info.mode === 'server';
  const doors: Door[] = [
    {
      id: 'library',
      icon: 'library',
      title: t('home:doors.library.title'),
      body: t('home:doors.library.body'),
      audience: t('home:doors.library.audience'),
      to: '/library',
    },
    {
      id: 'practice',
      icon: 'practice',
      title: t('home:doors.practice.title'),
      body: t('home:doors.practice.body'),
      audience: t('home:doors.practice.audience'),
      // Instructors and supervisors manage exercises; trainees do them.
      to: profile && profile.role !== 'trainee' ? '/exercises' : '/practice',
    },
    {
      id: 'roleplay',
      icon: 'roleplay',
      title: t('home:doors.roleplay.title'),
      body: t('home:doors.roleplay.body'),
      audience: t('home:doors.roleplay.audience'),
      to: '/roleplay',
    },
    ...(profile?.role === 'trainee'
      ? [
          {
            id: 'progress',
            icon: 'progress' as const,
            title: t('home:doors.progress.title'),
            body: t('home:doors.progress.body'),
            audience: t('home:doors.progress.audience'),
            to: '/history',
          },
        ]
      : []),
    {
      id: 'review',
      icon: 'review',
      title: t('home:doors.review.title'),
      body: t('home:doors.review.body'),
      audience: t('home:doors.review.audience'),
      to: '/review',
    },
    {
      id: 'settings',
      icon: 'settings',
      title: t('home:doors.settings.title'),
      body: t('home:doors.settings.body'),
      audience: t('home:doors.settings.audience'),
      to: '/settings',
    },
  ];

  return (
    <div className="home">
      <section className="hero">
        <h1>{profile ? t('home:welcomeBack', { name: isolate(profile.displayName) }) : t('home:welcome')}</h1>
        {deletedProfile !== null && (
          <p className="success-text" role="status" data-testid="profile-deleted-notice">
            {t('home:profileDeleted', { name: isolate(deletedProfile) })}
          </p>
        )}
        <p className="lead">{t('home:intro')}</p>
        {profile && (
          <p className="muted" data-testid="signed-in-as">
            {t('home:signedInAs', { name: isolate(profile.displayName), role: roleLabel(t, profile.role) })}
          </p>
        )}
      </section>

      {profile?.role === 'instructor' && <SetupChecklist server={server} />}

      {profile && (
        <section aria-labelledby="doors-title">
          <h2 id="doors-title" className="section-title">
            {t('home:doorsTitle')}
          </h2>
          <ul className="door-grid">
            {doors
              // Trainees find their supervisors' released feedback under My progress.
              .filter((door) => door.id !== 'review' || profile.role !== 'trainee')
              .map((door) => {
                const content = (
                  <>
                    <span className="door-icon">
                      <Icon name={door.icon} size={28} />
                    </span>
                    <span className="door-title">{door.title}</span>
                    <span className="door-body">{door.body}</span>
                    <span className="door-audience">{door.audience}</span>
                    <span className={`door-status${door.to ? ' ready' : ''}`}>
                      {door.to ? t('home:open') : t('home:comingSoon')}
                    </span>
                  </>
                );
                return (
                  <li key={door.id}>
                    {door.to ? (
                      <Link className="door" to={door.to} data-testid={`door-${door.id}`}>
                        {content}
                      </Link>
                    ) : (
                      <div className="door upcoming" aria-disabled="true" data-testid={`door-${door.id}`}>
                        {content}
                      </div>
                    )}
                  </li>
                );
              })}
          </ul>
        </section>
      )}

      {!server && <ProfilePicker />}

      <p className="side-note privacy-note">{server ? t('accounts:home.privacy') : t('home:privacy')}</p>
    </div>
  );
}
