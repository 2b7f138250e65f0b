// What a model is: its use, languages, size, licence, source page (an https link) and folder.
import { useTranslation } from 'react-i18next';
import type { ModelTask } from '../../../../shared/models/manifest';
import type { ModelStatus } from '../../../../shared/models/status';
import { formatBytes, formatLanguages, linkText } from './format';

export function ModelFacts({ model }: { model: ModelStatus }) {
  const { t, i18n } = useTranslation();
  const tasks: Record<ModelTask, string> = {
    'sentence-embedding': t('models:task.sentenceEmbedding'),
    'text-generation': t('models:task.textGeneration'),
  };
  const size =
    model.sizeBytes !== null
      ? formatBytes(model.sizeBytes, i18n.language)
      : model.approximateSizeBytes !== null
        ? t('models:facts.sizeApprox', { size: formatBytes(model.approximateSizeBytes, i18n.language) })
        : t('models:facts.sizeUnknown');
  const showFolder = model.state === 'bundled' || model.state === 'installed' || model.state === 'partial';

  return (
    <dl className="term-grid model-facts">
      <dt>{t('models:facts.task')}</dt>
      <dd>{tasks[model.task]}</dd>
      <dt>{t('models:facts.languages')}</dt>
      <dd>{formatLanguages(model.languages, i18n.language)}</dd>
      <dt>{t('models:facts.size')}</dt>
      <dd>{size}</dd>
      <dt>{t('models:facts.licence')}</dt>
      <dd>
        <span dir="ltr">{model.licence}</span>
      </dd>
      {model.sourceUrl && (
        <>
          <dt>{t('models:facts.source')}</dt>
          <dd>
            <a href={model.sourceUrl} target="_blank" rel="noreferrer noopener" dir="ltr" className="model-link">
              {linkText(model.sourceUrl)}
            </a>
          </dd>
        </>
      )}
      {showFolder && (
        <>
          <dt>{t('models:facts.folder')}</dt>
          <dd>
            <code dir="ltr" className="model-path">
              {model.location}
            </code>
          </dd>
        </>
      )}
    </dl>
  );
}
