// Instructors: edits one role-card attribute in place (text, one item per line, fields or a choice).
// Saving stores a new card version and locks the attribute, so re-sampling keeps the edit.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMOGRAPHIC_FIELDS } from '../../../../shared/domain/vocabulary';
import type { RoleCardAttribute, RoleCardAttributes } from '../../../../shared/domain/roleplay';
import { vocab } from '../../../components/vocab';
import { attributeLabels } from './attributeLabels';
import { BIG_FIVE, CHOICES, draftOf, valueOf, type AttributeDraft } from './attributeDraft';
import { FormField } from '../../../components/FormField';
import { ConfirmRow } from '../../../components/ConfirmRow/ConfirmRow';

type Props = {
  attribute: RoleCardAttribute;
  attributes: RoleCardAttributes;
  busy: boolean;
  onSave: (value: RoleCardAttributes[RoleCardAttribute]) => void;
  onCancel: () => void;
};

export function AttributeEditor({ attribute, attributes, busy, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const a = attributeLabels(t);
  const v = vocab(t);
  const id = useId();
  const [draft, setDraft] = useState<AttributeDraft>(() => draftOf(attribute, attributes));
  const value = valueOf(attribute, draft);
  const label = a.name(attribute);

  const fieldLabel = (key: string) => (attribute === 'demographics' ? (v.demographic[key] ?? key) : a.norm(key));
  const fieldKeys = (fields: Record<string, string>) =>
    attribute === 'demographics'
      ? [
          ...DEMOGRAPHIC_FIELDS,
          ...Object.keys(fields).filter((k) => !(DEMOGRAPHIC_FIELDS as readonly string[]).includes(k)),
        ]
      : Object.keys(fields);
  const choiceLabel = (option: string) =>
    attribute in CHOICES ? a[attribute as keyof typeof CHOICES](option) : option;

  let body;
  if (draft.kind === 'text' || draft.kind === 'lines') {
    // Free text, or one item per line with how many are wanted said under it.
    const lines = draft.kind === 'lines' ? draft : null;
    body = (
      <>
        <textarea
          id={id}
          className="rp-edit-textarea"
          dir="auto"
          rows={lines ? 4 : 3}
          value={draft.text}
          onChange={(e) => setDraft({ ...draft, text: e.target.value })}
          aria-label={label}
          aria-describedby={lines ? `${id}-help` : undefined}
          data-testid={`rp-edit-input-${attribute}`}
        />
        {lines && (
          <small id={`${id}-help`} className="muted">
            {lines.min > 0
              ? t('roleplay:edit.linesHelp', { min: lines.min, max: lines.max })
              : t('roleplay:edit.linesHelpOptional', { max: lines.max })}
          </small>
        )}
      </>
    );
  } else if (draft.kind === 'fields')
    body = (
      <div className="rp-edit-fields">
        {fieldKeys(draft.fields).map((key) => (
          <label key={key} className="field">
            <span>{fieldLabel(key)}</span>
            <input
              type="text"
              dir="auto"
              value={draft.fields[key] ?? ''}
              onChange={(e) => setDraft({ ...draft, fields: { ...draft.fields, [key]: e.target.value } })}
              data-testid={`rp-edit-field-${key}`}
            />
          </label>
        ))}
      </div>
    );
  else if (draft.kind === 'choice')
    body = (
      <select
        id={id}
        value={draft.value}
        onChange={(e) => setDraft({ ...draft, value: e.target.value })}
        aria-label={label}
        data-testid={`rp-edit-input-${attribute}`}
      >
        {draft.options.map((option) => (
          <option key={option} value={option}>
            {choiceLabel(option)}
          </option>
        ))}
      </select>
    );
  else
    body = (
      <div className="rp-edit-fields">
        <FormField label={t('roleplay:edit.trait')}>
          <select
            value={draft.trait}
            onChange={(e) => setDraft({ ...draft, trait: e.target.value })}
            data-testid="rp-edit-bigfive-trait"
          >
            {BIG_FIVE.map((trait) => (
              <option key={trait} value={trait}>
                {a.trait(trait)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('roleplay:edit.pole')}>
          <select
            value={draft.pole}
            onChange={(e) => setDraft({ ...draft, pole: e.target.value })}
            data-testid="rp-edit-bigfive-pole"
          >
            <option value="high">{a.pole('high')}</option>
            <option value="low">{a.pole('low')}</option>
          </select>
        </FormField>
      </div>
    );

  return (
    <form
      className="rp-edit"
      onSubmit={(e) => {
        e.preventDefault();
        if (value !== null) onSave(value);
      }}
      data-testid={`rp-edit-${attribute}`}
    >
      {body}
      {value === null && (
        <p className="field-error" role="alert">
          {t('roleplay:edit.invalid')}
        </p>
      )}
      <p className="muted rp-edit-note">{t('roleplay:edit.locksNote')}</p>
      <ConfirmRow
        onCancel={onCancel}
        confirmLabel={t('common:save')}
        confirmTestId={`rp-edit-save-${attribute}`}
        confirmDisabled={value === null || busy}
        cancelDisabled={busy}
        small
      />
    </form>
  );
}
