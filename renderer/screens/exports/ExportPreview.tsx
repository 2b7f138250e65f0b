// Before anything is written: exactly which fields the chosen export will contain (name and what it
// holds), how many rows or records, and the file name; for the research export, what it keeps private.
import { useTranslation } from 'react-i18next';
import type { ExportDescription, ExportKind } from '../../../shared/domain/review';
import type { HistoryFormat } from '../history/useHistoryFormat';

type Props = { description: ExportDescription; format: Pick<HistoryFormat, 'integer'> };

function rowsText(t: ReturnType<typeof useTranslation>['t'], kind: ExportKind, count: number): string {
  const texts: Record<ExportKind, string> = {
    grades_csv: t('exports:rows.grades_csv', { count }),
    research_jsonl: t('exports:rows.research_jsonl', { count }),
    trainee_pdf: t('exports:rows.trainee_pdf', { count }),
    exercise_pdf: t('exports:rows.exercise_pdf', { count }),
  };
  return texts[kind];
}

export function ExportPreview({ description, format }: Props) {
  const { t } = useTranslation();
  return (
    <div className="exp-preview" data-testid="exports-preview">
      <dl className="term-grid exp-facts">
        <dt>{t('exports:preview.fileName')}</dt>
        <dd>
          <code dir="ltr" data-testid="exports-file-name">
            {description.fileName}
          </code>
        </dd>
        <dt>{t('exports:preview.rows')}</dt>
        <dd data-testid="exports-rows" data-value={description.rows}>
          {rowsText(t, description.kind, description.rows)}
        </dd>
        <dt>{t('exports:preview.fieldCount')}</dt>
        <dd>{format.integer(description.fields.length)}</dd>
      </dl>
      {description.kind === 'research_jsonl' && (
        <div className="note exp-privacy" data-testid="exports-privacy">
          <strong>{t('exports:privacy.title')}</strong>
          <ul>
            <li>{t('exports:privacy.pseudonyms')}</li>
            <li>{t('exports:privacy.names')}</li>
            <li>{t('exports:privacy.manifest')}</li>
          </ul>
        </div>
      )}
      {description.rows === 0 && (
        <p className="exp-note" data-testid="exports-no-rows">
          {t('exports:preview.noRows')}
        </p>
      )}
      <div className="table-scroll exp-fields-scroll">
        <table className="table exp-fields" data-testid="exports-fields">
          <caption>{t('exports:preview.fieldsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('exports:preview.field')}</th>
              <th scope="col">{t('exports:preview.holds')}</th>
            </tr>
          </thead>
          <tbody>
            {description.fields.map((field) => (
              <tr key={field.name} data-testid={`exports-field-${field.name}`}>
                <th scope="row">
                  <code dir="ltr">{field.name}</code>
                </th>
                <td dir="auto">{field.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
