// A local judge's model on its card: the model's name, and when its files are not on this computer, a warning with a way to Local models.
import { useTranslation } from 'react-i18next';
import type { ModelStatus } from '../../../../shared/models/status';
import { goToLocalModels } from './LocalModelField';
import { isAvailable } from './useJudgeModels';

export function LocalModelFact({ modelId, models }: { modelId: string; models: ModelStatus[] | null }) {
  const { t } = useTranslation();
  const model = models?.find((m) => m.id === modelId);
  if (models === null) return <code dir="ltr">{modelId}</code>;
  return (
    <span className="judge-local-model">
      {model ? <span dir="auto">{model.name}</span> : <code dir="ltr">{modelId}</code>}
      {(!model || !isAvailable(model)) && (
        <span className="judge-model-missing" data-testid={`judge-model-missing-${modelId}`}>
          {model ? t('judges:card.modelMissing') : t('judges:card.modelUnknown')}{' '}
          {model && (
            <button type="button" className="link-button" onClick={goToLocalModels}>
              {t('judges:form.goToModels')}
            </button>
          )}
        </span>
      )}
    </span>
  );
}
