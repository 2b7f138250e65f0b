// Small dialog to add a cultural group (name, languages of its posts, notes) with cultures.create.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Culture } from '../../../shared/domain/library';
import { TEXT_LANGUAGES, type TextLanguage } from '../../../shared/domain/vocabulary';
import { api } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';
import { FieldError, FieldInput, FieldTextArea } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { vocab } from '../../components/vocab';
import { ConfirmRow } from '../../components/ConfirmRow/ConfirmRow';

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
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (language: TextLanguage, on: boolean) =>
    setLanguages((current) => TEXT_LANGUAGES.filter((l) => (l === language ? on : current.includes(l))));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setError(null);
    if (name.trim() === '') return setProblem('name');
    if (languages.length === 0) return setProblem('languages');
    setProblem(null);
    setBusy(true);
    try {
      onCreated(await api.call('cultures.create', { name: name.trim(), languages, notes: notes.trim() }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('editor:culture.dialogTitle')} onClose={onClose}>
      <form className="stack ed-culture-form" onSubmit={(e) => void submit(e)} noValidate data-testid="culture-dialog">
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
        <ErrorText error={error} />
        <ConfirmRow
          onCancel={onClose}
          confirmLabel={t('editor:culture.add')}
          confirmTestId="culture-save"
          confirmDisabled={busy}
        />
      </form>
    </Modal>
  );
}
