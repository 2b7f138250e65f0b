// Shortcut buttons with the usual base URLs (OpenAI, vLLM/llama.cpp, LM Studio, Ollama) that fill in the address field.
import { useTranslation } from 'react-i18next';
import { BASE_URL_EXAMPLES } from './serverAddresses';

export function BaseUrlExamples({ onPick }: { onPick: (url: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="judge-url-examples">
      <span className="muted">{t('judges:form.baseUrlExamples')}</span>
      <ul>
        {BASE_URL_EXAMPLES.map((example) => (
          <li key={example.url}>
            <button
              type="button"
              className="chip judge-url-example"
              onClick={() => onPick(example.url)}
              title={example.local ? t('judges:form.exampleLocal') : t('judges:form.exampleRemote')}
            >
              <span className="judge-url-server">{example.server}</span>
              <code dir="ltr">{example.url}</code>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
