// Lines or entries an import could not use: file, line number and the reason, in a scrolling list.
import { useTranslation } from 'react-i18next';
import type { RejectedLine } from '../../../shared/domain/library';
import { DataTable } from '../../components/DataTable/DataTable';
import { ReportSection } from './ReportSection';

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
    <ReportSection title={title} help={help} testId={testId}>
      <DataTable
        wrap="lib-scroll"
        className="table lib-report-table"
        columns={[t('library:report.file'), t('library:report.line'), t('library:report.reason')]}
      >
        {rejected.map((r) => (
          <tr key={`${r.file}:${r.line}:${r.reason}`}>
            <td dir="auto" className="lib-cell-file">
              {r.file}
            </td>
            <td className="lib-cell-number">{r.line}</td>
            <td dir="auto">{r.reason}</td>
          </tr>
        ))}
      </DataTable>
    </ReportSection>
  );
}
