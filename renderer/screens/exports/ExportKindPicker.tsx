// Chooses what to export: grades (CSV), the research export (JSONL), a trainee's report or an
// exercise's report (PDF), as a group of radio cards with a line on each.
import { useTranslation } from 'react-i18next';
import { EXPORT_KINDS, type ExportKind } from '../../../shared/domain/review';
import { RadioCards } from '../../components/RadioCards';
import { exportText } from './exportText';

type Props = { value: ExportKind; onChange: (kind: ExportKind) => void; disabled: boolean };

export function ExportKindPicker(props: Props) {
  const { t } = useTranslation();
  const text = exportText(t);
  const cards = EXPORT_KINDS.map((kind) => ({
    value: kind,
    title: text.name[kind],
    badge: text.format[kind],
    help: text.body[kind],
  }));
  return (
    <RadioCards {...props} name="exports-kind" legend={t('exports:kindLegend')} cards={cards} className="exp-kinds" />
  );
}
