// Opened files: what the operating system opened with the app (a double-clicked file) or what was
// dropped onto the window. Each file gets a card that says what it is and offers what fits the
// person's role: scenario packs (instructors preview and import), exercise files (trainees open the
// exercise; staff open it to take in submissions), submission files (staff preview and import them
// together) and feedback files (the trainee sees the feedback). Nothing is imported by itself.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OpenedFile } from '../../../shared/api/contract';
import type { PackImportReport } from '../../../shared/domain/library';
import type { ExercisePreview, FeedbackImportReport, SubmissionImportReport } from '../../../shared/exchange/types';
import { EXERCISE_FILE, FEEDBACK_FILE, SUBMISSION_FILE } from '../../../shared/file-types';
import { api } from '../../api/client';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { OpenedExerciseCard } from './OpenedExerciseCard';
import { OpenedFeedbackCard } from './OpenedFeedbackCard';
import { OpenedPackCard } from './OpenedPackCard';
import { OpenedSubmissionsCard } from './OpenedSubmissionsCard';
import '../../styles/opened.css';

type Done =
  | { kind: 'pack'; report: PackImportReport }
  | { kind: 'exercise'; report: ExercisePreview }
  | { kind: 'feedback'; report: FeedbackImportReport };

export function OpenedFilesScreen() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const [files, setFiles] = useState<OpenedFile[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Imported files stop waiting in the services; their results stay on screen until the user leaves.
  const [done, setDone] = useState<Record<number, { file: OpenedFile; result: Done }>>({});
  const [submissionsDone, setSubmissionsDone] = useState<{
    files: OpenedFile[];
    report: SubmissionImportReport;
  } | null>(null);
  const shown = [...(files ?? []).filter((f) => !done[f.id]), ...Object.values(done).map((i) => i.file)].sort(
    (a, b) => a.id - b.id,
  );
  const submissions = submissionsDone?.files ?? shown.filter((f) => f.extension === SUBMISSION_FILE.extension);
  const others = shown.filter((f) => f.extension !== SUBMISSION_FILE.extension);

  const load = useCallback(() => {
    api.call('files.opened', {}).then(setFiles, setError);
  }, []);
  useEffect(() => {
    if (profile) load();
    // A file opened while this screen is showing arrives with a focus of the window.
    window.addEventListener('focus', load);
    return () => window.removeEventListener('focus', load);
  }, [profile, load]);

  const dismiss = async (id: number) => {
    try {
      await api.call('files.dismiss', { id });
      load();
    } catch (e) {
      setError(e);
    }
  };
  const keep = (file: OpenedFile) => (result: Done) =>
    setDone((previous) => ({ ...previous, [file.id]: { file, result } }));
  /** What every card of one kind of file gets: the file, its result once done, Dismiss, and where results go. */
  const cardProps = <K extends Done['kind']>(file: OpenedFile, kind: K) => {
    type Report = Extract<Done, { kind: K }>['report'];
    const result = done[file.id]?.result;
    return {
      file,
      result: result?.kind === kind ? (result.report as Report) : null,
      onDismiss: () => void dismiss(file.id),
      onDone: (report: Report) => keep(file)({ kind, report } as Done),
    };
  };
  const staff = profile?.role === 'instructor' || profile?.role === 'supervisor';

  return (
    <div className="opened">
      <h1>{t('opened:title')}</h1>
      {!profile ? (
        <p className="card" data-testid="opened-sign-in">
          {t('opened:signInFirst')} <Link to="/">{t('opened:toProfiles')}</Link>
        </p>
      ) : (
        <>
          {error !== null && <ErrorText error={error} />}
          {files !== null && shown.length === 0 && submissions.length === 0 && (
            <p className="card muted" data-testid="opened-empty">
              {t('opened:empty')} {t('openedExchange:emptyMore')}
            </p>
          )}
          {others.map((file) => {
            const trainee = profile.role === 'trainee';
            if (file.extension === EXERCISE_FILE.extension)
              return <OpenedExerciseCard key={file.id} trainee={trainee} {...cardProps(file, 'exercise')} />;
            if (file.extension === FEEDBACK_FILE.extension)
              return <OpenedFeedbackCard key={file.id} trainee={trainee} {...cardProps(file, 'feedback')} />;
            return (
              <OpenedPackCard key={file.id} canImport={profile.role === 'instructor'} {...cardProps(file, 'pack')} />
            );
          })}
          {submissions.length > 0 && (
            <OpenedSubmissionsCard
              files={submissions}
              staff={staff}
              result={submissionsDone?.report ?? null}
              onDismiss={(id) => void dismiss(id)}
              onDone={(report) => {
                setSubmissionsDone({ files: submissions, report });
                load();
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
