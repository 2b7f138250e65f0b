// What trainees, supervisors and signed-out visitors see on the editor routes: only instructors edit.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';

export function InstructorsOnly({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card ed-only" data-testid="editor-instructors-only">
      <span className="ed-only-icon" aria-hidden="true">
        <Icon name="lock" />
      </span>
      <div>
        <h1>{t('editor:instructorsOnly.title')}</h1>
        <p>{t('editor:instructorsOnly.body')}</p>
        <p className="ed-only-links">
          {signedIn && <Link to="/library">{t('editor:backToLibrary')}</Link>}
          <Link to="/">{t('editor:instructorsOnly.switchProfile')}</Link>
        </p>
      </div>
    </section>
  );
}
