// The exact passages a note item points at: the trainee's reply and the post, each in its own language.
import { useTranslation } from 'react-i18next';
import { textLangAttrs } from '../../../../shared/i18n/text-language';

export function NoteQuotes({ reply, post, lang }: { reply: string | null; post: string | null; lang: string }) {
  const { t } = useTranslation();
  if (!reply && !post) return null;
  return (
    <dl className="cn-quotes">
      {reply && (
        <>
          <dt>{t('coachNote:yourReply')}</dt>
          <dd>
            <q {...textLangAttrs(reply, lang)}>{reply}</q>
          </dd>
        </>
      )}
      {post && (
        <>
          <dt>{t('coachNote:thePost')}</dt>
          <dd>
            <q {...textLangAttrs(post, lang)}>{post}</q>
          </dd>
        </>
      )}
    </dl>
  );
}
