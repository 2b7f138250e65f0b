// Turns a zod issue on a judge form field (field + issue code) into a sentence in the user's language.
import { useTranslation } from 'react-i18next';
import { LOCAL_MAX_CONCURRENCY, openAiJudgeInputSchema } from '../../../../shared/domain/judging';
import { issueMessage, type FieldIssue } from '../../../components/FormField';
import { isolate } from '../../../i18n/isolate';
import type { JudgeFormValues } from './formValues';

export type JudgeField = 'label' | 'baseUrl' | 'model' | 'modelId' | 'apiKey' | 'maxConcurrency' | 'defaultFor';

const shape = openAiJudgeInputSchema.shape;
const LABEL_MAX = shape.label.maxLength ?? 120;
const MODEL_MAX = shape.model.maxLength ?? 200;
const KEY_MAX = 1000;

export function useJudgeValidation(
  kind: JudgeFormValues['kind'],
): (field: JudgeField, issue: FieldIssue) => string | null {
  const { t } = useTranslation();
  return issueMessage<JudgeField>(
    {
      label: {
        tooBig: t('judges:validation.tooLong', { count: LABEL_MAX }),
        other: t('judges:validation.labelRequired'),
      },
      model: {
        tooBig: t('judges:validation.tooLong', { count: MODEL_MAX }),
        other: t('judges:validation.modelRequired'),
      },
      modelId: t('judges:validation.modelIdRequired'),
      baseUrl: t('judges:validation.baseUrl', {
        http: isolate('http://'),
        https: isolate('https://'),
        example: isolate('http://127.0.0.1:8000/v1'),
      }),
      apiKey: {
        tooBig: t('judges:validation.tooLong', { count: KEY_MAX }),
        other: t('judges:validation.apiKeyRequired'),
      },
      maxConcurrency: t('judges:validation.concurrency', {
        max: kind === 'local' ? LOCAL_MAX_CONCURRENCY : shape.maxConcurrency.unwrap().maxValue,
      }),
    },
    t('judges:validation.invalid'),
  );
}
