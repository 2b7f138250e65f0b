// Shown when no chat model on a server is configured: role-play needs one to play the help-seeker.
// Says how to add one (instructors, in Settings; only they get the button) and leaves the rest of the screen working.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NoModelNotice({ isInstructor }: { isInstructor: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card rp-no-model" aria-labelledby="rp-no-model-title" data-testid="rp-no-model">
      <h2 id="rp-no-model-title">{t('roleplay:noModel.title')}</h2>
      <p>{t('roleplay:noModel.body')}</p>
      <ol className="rp-no-model-steps">
        <li>{t('roleplay:noModel.step1')}</li>
        <li>{t('roleplay:noModel.step2')}</li>
        <li>{t('roleplay:noModel.step3')}</li>
      </ol>
      <p className="muted">{isInstructor ? t('roleplay:noModel.instructor') : t('roleplay:noModel.others')}</p>
      {/* Only instructors can add a model: others are not sent to a screen where they cannot. */}
      {isInstructor && (
        <Link to="/settings" className="button secondary" data-testid="rp-no-model-settings">
          {t('roleplay:noModel.toSettings')}
        </Link>
      )}
    </section>
  );
}
