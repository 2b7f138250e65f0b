// The button that saves a prepared exchange file (exercise, submission, feedback, grades) under its
// own name, its label naming the file.
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../components/downloadFile';

type Props = { file: { fileName: string; content: string }; type?: string };

export function SaveFileButton({ file, type }: Props) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={() => downloadFile(file.fileName, file.content, type)}>
      {t('exchange:save', { file: file.fileName })}
    </button>
  );
}
