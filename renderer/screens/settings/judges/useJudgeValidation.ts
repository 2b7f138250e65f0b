// Turns a zod issue on a judge form field (field + issue code) into a sentence in the user's language.
import { useTranslation } from 'react-i18next';
import { LOCAL_MAX_CONCURRENCY, openAiJudgeInputSchema } from '../../../../shared/domain/judging';
import { isolate } from '../../../i18n/isolate';
import type { JudgeFormValues } from './formValues';

type FieldIssue = { type?: unknown } | undefined;
export type JudgeField = 'label' | 'baseUrl' | 'model' | 'modelId' | 'apiKey' | 'maxConcurrency' | 'defaultFor';

const shape = openAiJudgeInputSchema.shape;
const LABEL_MAX = shape.label.maxLength ?? 120;
const MODEL_MAX = shape.model.maxLength ?? 200;
const KEY_MAX = 1000;

export function useJudgeValidation(
  kind: JudgeFormValues['kind'],
): (field: JudgeField, issue: FieldIssue) => string | null {
  const { t } = useTranslation();
  return (field, issue) => {
    if (!issue) return null;
    const type = typeof issue.type === 'string' ? issue.type : '';
    if (field === 'label')
      return type === 'too_big'
        ? t('judges:validation.tooLong', { count: LABEL_MAX })
        : t('judges:validation.labelRequired');
    if (field === 'model')
      return type === 'too_big'
        ? t('judges:validation.tooLong', { count: MODEL_MAX })
        : t('judges:validation.modelRequired');
    if (field === 'modelId') return t('judges:validation.modelIdRequired');
    if (field === 'baseUrl')
      return t('judges:validation.baseUrl', {
        http: isolate('http://'),
        https: isolate('https://'),
        example: isolate('http://127.0.0.1:8000/v1'),
      });
    if (field === 'apiKey')
      return type === 'too_big'
        ? t('judges:validation.tooLong', { count: KEY_MAX })
        : t('judges:validation.apiKeyRequired');
    if (field === 'maxConcurrency')
      return t('judges:validation.concurrency', {
        max: kind === 'local' ? LOCAL_MAX_CONCURRENCY : shape.maxConcurrency.unwrap().maxValue,
      });
    return t('judges:validation.invalid');
  };
}
