// Whether the reply is written in the post's language, as far as the language check can tell.
import { useTranslation } from 'react-i18next';
import type { LanguageCheck as Check } from '../../../../shared/analyzer/types';
import { vocab } from '../../../components/vocab';
import { CoachSection } from './CoachSection';

export function LanguageCheck({ check, postLanguage }: { check: Check; postLanguage: string }) {
  const { t, i18n } = useTranslation();
  const v = vocab(t);
  const name = (code: string) => {
    if (v.textLanguage[code]) return v.textLanguage[code];
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const post = name(check.expected ?? postLanguage);
  const reply = check.reply && check.reply.reliable ? name(check.reply.code) : null;
  let text: string;
  let tone = 'is-neutral';
  if (reply === null) text = t('coaching:coach.language.tooShort', { post });
  else if (check.matches === true) {
    text = t('coaching:coach.language.matches', { language: reply });
    tone = 'is-ok';
  } else if (check.matches === false) {
    text = t('coaching:coach.language.differs', { reply, post });
    tone = 'is-warning';
  } else text = t('coaching:coach.language.replyOnly', { reply });
  return (
    <CoachSection name="language" title={t('coaching:coach.language.title')}>
      <p className={`coach-language ${tone}`} data-state={tone}>
        {tone === 'is-ok' && <span aria-hidden="true">{'\u2713'} </span>}
        {text}
      </p>
    </CoachSection>
  );
}
