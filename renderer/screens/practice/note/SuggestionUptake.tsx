// In the revision view: for each suggestion of the previous version's coach's note, whether this
// version took it, revised the passage another way, or kept it as it was.
import { useTranslation } from 'react-i18next';
import { suggestionUptake } from '../../../../shared/coach/uptake';
import type { DraftVersion } from '../../../../shared/domain/practice';
import { noteLabels } from './noteLabels';
import '../../../styles/coach-note.css';

export function SuggestionUptake({ previous, current }: { previous: DraftVersion; current: DraftVersion }) {
  const { t } = useTranslation();
  const note = previous.coachNote?.status === 'done' ? previous.coachNote.note : null;
  if (!note || note.suggestions.length === 0) return null;
  return (
    <>
      <h3>{t('coachNote:uptake.title')}</h3>
      <ul className="cn-uptake" data-testid="suggestion-uptake">
        {note.suggestions.map((s, i) => {
          const uptake = suggestionUptake(s, current.text);
          return (
            <li key={i} data-testid={`uptake-${uptake}`}>
              <span className={`cn-badge ${uptake}`}>{noteLabels(t).uptake[uptake]}</span>
              <q dir="auto" lang={note.replyLanguage}>
                {s.text}
              </q>
            </li>
          );
        })}
      </ul>
    </>
  );
}
