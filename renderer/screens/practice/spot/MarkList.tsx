// The trainee's marks in text order, each with what it was marked as and a button to remove it.
import { useTranslation } from 'react-i18next';
import { annotationClass } from '../../../components/annotations/classes';
import { vocab } from '../../../components/vocab';
import { shortPhrase } from '../../editor/annotations/targets';
import { phraseOf, type Mark } from './marks';

type Props = { text: string; marks: readonly Mark[]; dir: 'ltr' | 'rtl'; lang: string; onRemove: (mark: Mark) => void };

export function MarkList({ text, marks, dir, lang, onRemove }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  return (
    <div className="pr-mark-list" data-testid="mark-list">
      <h3 className="pr-mark-title">
        {t('practice:spot.yourMarks')} <span className="badge">{marks.length}</span>
      </h3>
      {marks.length === 0 ? (
        <p className="muted">{t('practice:spot.noMarks')}</p>
      ) : (
        <ul>
          {marks.map((mark) => {
            const phrase = shortPhrase(phraseOf(text, mark), 70);
            const what = `${v.spanKind[mark.kind]}${t('scenario:annotation.separator')}${v.spanLabel(mark.kind, mark.label)}`;
            return (
              <li key={`${mark.start}-${mark.end}-${mark.kind}`} className="pr-mark-item" data-testid="mark-item">
                <span className="pr-mark-phrase" dir={dir} lang={lang}>
                  <span className={annotationClass(mark.kind, mark.label)}>{phrase}</span>
                </span>
                <span className="pr-mark-what">{what}</span>
                <button
                  type="button"
                  className="link-button pr-mark-remove"
                  onClick={() => onRemove(mark)}
                  aria-label={t('practice:spot.removeMark', { phrase, what })}
                  data-testid="mark-remove"
                >
                  {t('practice:spot.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
