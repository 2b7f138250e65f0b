// Lines or entries an import could not use: file, line number and the reason, in a scrolling list.
import { useTranslation } from 'react-i18next';
import type { RejectedLine } from '../../../shared/domain/library';

export function RejectedList({
  rejected,
  title,
  help,
  testId = 'import-rejected',
}: {
  rejected: RejectedLine[];
  title: string;
  help?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (rejected.length === 0) return null;
  return (
    <section className="lib-report-section" data-testid={testId}>
      <h4>{title}</h4>
      {help && <p className="muted">{help}</p>}
      <div className="lib-scroll">
        <table className="table lib-report-table">
          <thead>
            <tr>
              <th scope="col">{t('library:report.file')}</th>
              <th scope="col">{t('library:report.line')}</th>
              <th scope="col">{t('library:report.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {rejected.map((r) => (
              <tr key={`${r.file}:${r.line}:${r.reason}`}>
                <td dir="auto" className="lib-cell-file">
                  {r.file}
                </td>
                <td className="lib-cell-number">{r.line}</td>
                <td dir="auto">{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
