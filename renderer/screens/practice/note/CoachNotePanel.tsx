// The coach's note beside the scores: strengths, the one or two changes that matter most (each with
// the passages of the reply and the post it is about) and suggested sentence alternatives quoting
// what they replace. Labelled automatic or with the model that wrote it; while the model writes, how
// much has arrived (the note is shown only whole); unavailable or failed with a way to ask again.
import { useTranslation } from 'react-i18next';
import type { CoachNote } from '../../../../shared/coach/note';
import type { AttemptProps } from '../attempt/stepProps';
import { ErrorText } from '../../../components/ErrorText';
import { NoteQuotes } from './NoteQuotes';
import { noteLabels } from './noteLabels';
import { useCoachNote } from './useCoachNote';
import '../../../styles/coach-note.css';
import { Button } from '../../../components/Button';

function NoteBody({ note, lang }: { note: CoachNote; lang: string }) {
  const { t } = useTranslation();
  const labels = noteLabels(t);
  return (
    <>
      <h3>{t('coachNote:strengths')}</h3>
      <ul className="cn-list" data-testid="coach-note-strengths">
        {note.strengths.map((s, i) => (
          <li key={i}>
            <p dir="auto">{s.text ?? labels.strength[s.kind ?? 'own_words']}</p>
            <NoteQuotes reply={s.replyQuote} post={s.postQuote} lang={lang} />
          </li>
        ))}
      </ul>
      {note.changes.length > 0 && (
        <>
          <h3>{t('coachNote:changes')}</h3>
          <ul className="cn-list" data-testid="coach-note-changes">
            {note.changes.map((c, i) => (
              <li key={i} data-testid={`coach-change-${c.kind}`}>
                <p>
                  <span className="cn-kind">{labels.kind[c.kind]}</span>
                </p>
                <p dir="auto">{c.text ?? labels.change[c.kind]}</p>
                <NoteQuotes reply={c.replyQuote} post={c.postQuote} lang={lang} />
              </li>
            ))}
          </ul>
        </>
      )}
      {note.suggestions.length > 0 && (
        <>
          <h3>{t('coachNote:suggestions')}</h3>
          <p className="muted">{t('coachNote:suggestionsIntro')}</p>
          <ul className="cn-list" data-testid="coach-note-suggestions">
            {note.suggestions.map((s, i) => (
              <li key={i} className="cn-suggestion" data-testid="coach-suggestion">
                <p className="cn-instead">{t('coachNote:instead')}</p>
                <del dir="auto" lang={note.replyLanguage}>
                  {s.replaces}
                </del>
                <p className="cn-instead">{t('coachNote:try')}</p>
                <ins dir="auto" lang={note.replyLanguage}>
                  {s.text}
                </ins>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export function CoachNotePanel({ attempt, onAttempt }: AttemptProps) {
  const { t } = useTranslation();
  const coach = useCoachNote(attempt, onAttempt);
  if (!attempt.config.coachNote) return null;
  const stored = coach.note;
  const lang = attempt.scenario.language;
  const label =
    stored?.provenance?.source === 'model'
      ? t('coachNote:byModel', { model: stored.provenance.model })
      : stored?.source === 'automatic'
        ? t('coachNote:automatic')
        : null;
  return (
    <section className="card coach-note" aria-labelledby="coach-note-title" data-testid="coach-note">
      <header className="cn-header">
        <h2 id="coach-note-title">{t('coachNote:title')}</h2>
        {label && (
          <span className="cn-source" data-testid="coach-note-source">
            {label}
          </span>
        )}
      </header>
      <p className="muted">{t('coachNote:intro')}</p>
      {coach.running ? (
        <div className="cn-progress" role="status" data-testid="coach-note-progress">
          <span>{coach.chars ? t('coachNote:writingChars', { count: coach.chars }) : t('coachNote:writing')}</span>
          <Button small onClick={coach.cancel}>
            {t('common:cancel')}
          </Button>
        </div>
      ) : stored?.status === 'done' && stored.note ? (
        <NoteBody note={stored.note} lang={lang} />
      ) : stored && stored.status !== 'running' ? (
        <div className="cn-unavailable" data-testid="coach-note-unavailable">
          <p>{noteLabels(t).status[stored.status as 'unavailable']}</p>
          <Button small onClick={() => void coach.start()}>
            {t('coachNote:again')}
          </Button>
        </div>
      ) : null}
      <ErrorText error={coach.error} />
    </section>
  );
}
