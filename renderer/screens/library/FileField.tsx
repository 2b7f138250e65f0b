// A labelled file chooser for imports: the native input (kept for keyboard and tests) behind a
// translated button, the chosen file's name, and a line saying what the file should be.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function FileField(props: {
  label: string;
  help: string;
  accept: string;
  onFile: (file: File | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  return (
    <div className="field lib-file-field">
      <span className="lib-file-label" id={`${id}-label`}>
        {props.label}
      </span>
      <div className="lib-file-row">
        <input
          id={id}
          className="lib-file-input"
          type="file"
          accept={props.accept}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-help`}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            setName(file?.name ?? null);
            props.onFile(file);
          }}
          data-testid={props.testId}
        />
        <label htmlFor={id} className="button secondary small lib-file-button">
          {name ? t('library:file.change') : t('library:file.choose')}
        </label>
        <span className={`lib-file-name${name ? '' : ' muted'}`} dir="auto">
          {name ?? t('library:file.none')}
        </span>
      </div>
      <small id={`${id}-help`}>{props.help}</small>
    </div>
  );
}
