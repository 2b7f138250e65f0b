// Chooses what to export: grades (CSV), the research export (JSONL), a trainee's report or an
// exercise's report (PDF), as a group of radio cards with a line on each.
import { useTranslation } from 'react-i18next';
import { EXPORT_KINDS, type ExportKind } from '../../../shared/domain/review';
import { exportText } from './exportText';

export function ExportKindPicker({
  value,
  onChange,
  disabled,
}: {
  value: ExportKind;
  onChange: (kind: ExportKind) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const text = exportText(t);
  return (
    <fieldset className="exp-kinds" disabled={disabled}>
      <legend>{t('exports:kindLegend')}</legend>
      {EXPORT_KINDS.map((kind) => (
        <label key={kind} className={kind === value ? 'panel exp-kind is-on' : 'panel exp-kind'}>
          <input
            type="radio"
            name="export-kind"
            value={kind}
            checked={kind === value}
            onChange={() => onChange(kind)}
            data-testid={`exports-kind-${kind}`}
          />
          <span className="exp-kind-text">
            <span className="exp-kind-name">
              {text.name[kind]} <span className="badge">{text.format[kind]}</span>
            </span>
            <span className="exp-kind-body">{text.body[kind]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
