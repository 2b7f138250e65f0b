// Small dialog to add a cultural group (name, languages of its posts, notes) with cultures.create.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Culture } from '../../../shared/domain/library';
import { TEXT_LANGUAGES, type TextLanguage } from '../../../shared/domain/vocabulary';
import { api } from '../../api/client';
import { FieldError, FieldInput, FieldTextArea } from '../../components/FormField';
import { FormDialog } from '../../components/FormDialog';
import { vocab } from '../../components/vocab';
import { useAction } from '../../components/useAction';

export function AddCultureDialog({
  onCreated,
  onClose,
}: {
  onCreated: (culture: Culture) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const v = vocab(t);
  const [name, setName] = useState('');
  const [languages, setLanguages] = useState<TextLanguage[]>(['en']);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<'name' | 'languages' | null>(null);
  const action = useAction();

  const toggle = (language: TextLanguage, on: boolean) =>
    setLanguages((current) => TEXT_LANGUAGES.filter((l) => (l === language ? on : current.includes(l))));

  const submit = () => {
    if (name.trim() === '') return setProblem('name');
    if (languages.length === 0) return setProblem('languages');
    setProblem(null);
    void action.run(async () => {
      onCreated(await api.call('cultures.create', { name: name.trim(), languages, notes: notes.trim() }));
    });
  };

  return (
    <FormDialog
      title={t('editor:culture.dialogTitle')}
      onClose={onClose}
      onSubmit={submit}
      state={action}
      confirmLabel={t('editor:culture.add')}
      confirmTestId="culture-save"
      testId="culture-dialog"
      className="ed-culture-form"
    >
      <FieldInput
        label={t('editor:culture.name')}
        help={t('editor:culture.nameHelp')}
        error={problem === 'name' ? t('editor:culture.nameRequired') : null}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={80}
        autoFocus
        dir="auto"
        autoComplete="off"
        testId="culture-name"
      />
      <fieldset className="field">
        <legend>{t('editor:culture.languages')}</legend>
        <div className="ed-chip-list">
          {TEXT_LANGUAGES.map((language) => (
            <label key={language} className={`chip ed-chip${languages.includes(language) ? ' selected' : ''}`}>
              <input
                type="checkbox"
                checked={languages.includes(language)}
                onChange={(e) => toggle(language, e.target.checked)}
              />
              <span>{v.textLanguage[language]}</span>
            </label>
          ))}
        </div>
        <FieldError text={problem === 'languages' ? t('editor:culture.languagesRequired') : null} />
      </fieldset>
      <FieldTextArea
        label={t('editor:culture.notes')}
        help={t('editor:culture.notesHelp')}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        maxLength={2000}
        rows={3}
        dir="auto"
        testId="culture-notes"
      />
    </FormDialog>
  );
}
