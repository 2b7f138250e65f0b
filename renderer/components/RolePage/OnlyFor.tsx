// "X only": what a profile without the right role sees on a screen meant for other roles. One entry
// per guarded screen (what the screen is for, where this profile can go instead), drawn by RoleGate.
import { useTranslation } from 'react-i18next';
import { RoleGate } from '../StateCard';

export type GatedScreen = 'review' | 'calibration' | 'dashboard' | 'exports' | 'exercises' | 'accounts' | 'audit';

type Link = { to: string; label: string } | false;
type Gate = [title: string, body: string, links: readonly Link[], testId: string];

/** `signedIn` hides the link to a trainee's own practice when nobody is signed in. */
export function OnlyFor({ screen, signedIn = true }: { screen: GatedScreen; signedIn?: boolean }) {
  const { t } = useTranslation();
  const staff = [
    { to: '/history', label: t('calibration:staffOnly.toProgress') },
    { to: '/', label: t('calibration:staffOnly.home') },
  ];
  const review = [
    { to: '/history', label: t('review:only.toProgress') },
    { to: '/', label: t('review:only.home') },
  ];
  const instructors = [{ to: '/', label: t('accounts:instructorsOnly.home') }];
  const practice = [
    signedIn && { to: '/practice', label: t('exercises:instructorsOnly.toPractice') },
    { to: '/', label: t('exercises:instructorsOnly.home') },
  ];
  const gates: Record<GatedScreen, Gate> = {
    review: [t('review:only.title'), t('review:only.body'), review, 'review-supervisors-only'],
    calibration: [t('calibration:staffOnly.title'), t('calibration:staffOnly.body'), staff, 'calibration-staff-only'],
    dashboard: [t('dashboard:staffOnly.title'), t('dashboard:staffOnly.body'), staff, 'dashboard-staff-only'],
    exports: [t('exports:staffOnly.title'), t('exports:staffOnly.body'), staff, 'exports-staff-only'],
    exercises: [
      t('exercises:instructorsOnly.title'),
      t('exercises:instructorsOnly.body'),
      practice,
      'exercises-instructors-only',
    ],
    accounts: [
      t('accounts:instructorsOnly.title'),
      t('accounts:instructorsOnly.body'),
      instructors,
      'accounts-instructors-only',
    ],
    audit: [
      t('accounts:instructorsOnly.title'),
      t('accounts:instructorsOnly.auditBody'),
      instructors,
      'audit-instructors-only',
    ],
  };
  const [title, body, links, testId] = gates[screen];
  return <RoleGate title={title} body={body} links={links} testId={testId} />;
}
