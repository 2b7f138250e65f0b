// What the history shows before the first attempt: a short explanation and the way to Practice.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';

export function EmptyHistory() {
  const { t } = useTranslation();
  return (
    <div className="hist-empty card" data-testid="history-empty">
      <span className="hist-empty-icon">
        <Icon name="progress" size={28} />
      </span>
      <div>
        <h2>{t('history:empty.title')}</h2>
        <p className="muted">{t('history:empty.body')}</p>
        <Link className="button primary" to="/practice" data-testid="history-go-practice">
          {t('history:empty.action')}
        </Link>
      </div>
    </div>
  );
}
