// Translated names and one-line descriptions of the four export kinds. Keys written out in full so
// `npm run check:i18n` can see them.
import type { TFunction } from 'i18next';
import type { ExportKind } from '../../../shared/domain/review';

export function exportText(t: TFunction): {
  name: Record<ExportKind, string>;
  body: Record<ExportKind, string>;
  format: Record<ExportKind, string>;
} {
  return {
    name: {
      grades_csv: t('exports:kind.grades_csv.name'),
      research_jsonl: t('exports:kind.research_jsonl.name'),
      trainee_pdf: t('exports:kind.trainee_pdf.name'),
      exercise_pdf: t('exports:kind.exercise_pdf.name'),
    },
    body: {
      grades_csv: t('exports:kind.grades_csv.body'),
      research_jsonl: t('exports:kind.research_jsonl.body'),
      trainee_pdf: t('exports:kind.trainee_pdf.body'),
      exercise_pdf: t('exports:kind.exercise_pdf.body'),
    },
    format: {
      grades_csv: t('exports:kind.grades_csv.format'),
      research_jsonl: t('exports:kind.research_jsonl.format'),
      trainee_pdf: t('exports:kind.trainee_pdf.format'),
      exercise_pdf: t('exports:kind.exercise_pdf.format'),
    },
  };
}
