// Confirms that an export pack was saved, brought into view once when it appears.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../i18n/isolate';

export function ExportedNote({ fileName, count }: { fileName: string; count: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <p ref={ref} className="success-text lib-exported" role="status" data-testid="export-done">
      {t('library:export.done', { count, fileName: isolate(fileName) })}
    </p>
  );
}
