// The frame of one card on the Opened files screen: the file's name, what kind of file it is and its
// size, and why it cannot be opened when it cannot; the card's own content follows.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenedFile } from '../../../shared/api/contract';

export function OpenedFileHeader(props: { file: OpenedFile; kind: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { file } = props;
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, file.sizeBytes / 1024));
  const headingId = `opened-${file.id}`;
  return (
    <section
      className="card opened-file"
      aria-labelledby={headingId}
      data-testid="opened-file"
      data-kind={file.extension}
    >
      <h2 id={headingId}>
        <span dir="auto">{file.fileName}</span>
      </h2>
      <p className="muted" data-testid="opened-kind">
        {props.kind} · <span>{size}</span>
      </p>
      {file.problem === 'too_large' && <p role="alert">{t('opened:tooLarge')}</p>}
      {file.problem === 'unreadable' && <p role="alert">{t('opened:unreadable')}</p>}
      {props.children}
    </section>
  );
}
