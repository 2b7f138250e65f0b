// Opening an exercise file: the file is previewed first (title, version, scenarios, the
// instructor's key fingerprint, where its judges send text, whether this is the first file from
// that instructor), then opened. Trainees get it under Practice; staff get it to review submissions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExercisePreview } from '../../../shared/exchange/types';
import { useApiMutation } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { ExchangeCard } from './ExchangeCard';
import { FilesInput } from './FilesInput';
import { useSession } from '../../app/session-context';
import { ContactPrompt } from './ContactPrompt';
import { readChosen, type ChosenFile } from './files';
import { ExercisePreviewFacts, useExerciseStatusText } from './ExercisePreviewFacts';

export function OpenExerciseCard() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const open = useApiMutation('exchange.importExercise');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [preview, setPreview] = useState<ExercisePreview | null>(null);
  const [done, setDone] = useState<ExercisePreview | null>(null);
  const [error, setError] = useState<unknown>(null);
  const statusText = useExerciseStatusText();

  const choose = async (list: FileList | null) => {
    setError(null);
    setDone(null);
    setPreview(null);
    const [chosen] = await readChosen(list);
    if (!chosen) return;
    setFile(chosen);
    try {
      setPreview(await open.mutateAsync({ fileName: chosen.fileName, content: chosen.content, dryRun: true }));
    } catch (e) {
      setError(e);
    }
  };
  const confirm = async () => {
    if (!file) return;
    try {
      setDone(await open.mutateAsync({ fileName: file.fileName, content: file.content, dryRun: false }));
      setPreview(null);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <ExchangeCard title={t('exchange:openExercise.title')} intro={t('exchange:openExercise.intro')}>
      <FilesInput
        label={t('exchange:openExercise.choose')}
        accept=".ccexercise"
        onFiles={(list) => void choose(list)}
        testId="exercise-file"
      />
      {error !== null && <ErrorText error={error} />}
      {preview && (
        <div data-testid="exercise-preview">
          <h3 dir="auto">{preview.title}</h3>
          <ExercisePreviewFacts preview={preview} heading="h4" />
          <button type="button" onClick={() => void confirm()} disabled={open.isPending}>
            {t('exchange:openExercise.open')}
          </button>
        </div>
      )}
      {done && (
        <p role="status" data-testid="exercise-opened">
          {done.status === 'new' || done.status === 'newer'
            ? profile?.role === 'trainee'
              ? t('exchange:openExercise.opened', { title: done.title })
              : t('exchange:openExercise.openedStaff', { title: done.title })
            : statusText[done.status]}
        </p>
      )}
      {done && profile?.role === 'trainee' && <ContactPrompt />}
    </ExchangeCard>
  );
}
