// Why a roster row was rejected, in the interface language. The server reports each reason as
// "field: code" parts (from the shared account rules) or as one of a few sentences; anything not
// recognised is shown as the server wrote it.
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../signin/validationText';

export function useRosterReason(): (reason: string) => string {
  const { t } = useTranslation();
  const validation = useValidationText();
  const sentences: Record<string, string> = {
    'The same person appears twice in this file.': t('accounts:roster.reason.duplicate'),
    'The file is empty.': t('accounts:roster.reason.empty'),
  };
  const part = (text: string): string => {
    if (sentences[text]) return sentences[text];
    if (text.startsWith('The first row must name the columns')) return t('accounts:roster.reason.header');
    if (/^Only the first \d+ people are read/.test(text)) return t('accounts:roster.reason.tooMany');
    const [field, code] = text.split(': ', 2) as [string, string | undefined];
    if (!code) return text;
    if (field === 'role') return t('accounts:roster.reason.role');
    if (field === 'cohort') return t('accounts:validation.cohortTooLong');
    if (field === 'email' && code !== 'email_invalid') return t('accounts:validation.emailInvalid');
    const known = ['name_required', 'name_too_long', 'email_invalid'].includes(code);
    return known ? validation(code)! : text;
  };
  return (reason) => reason.split('; ').map(part).join(' · ');
}
