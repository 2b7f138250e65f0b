// The exact passages a note item points at: the trainee's reply and the post, each in its own language.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { textLangAttrs } from '../../../../shared/i18n/text-language';

export function NoteQuotes({ reply, post, lang }: { reply: string | null; post: string | null; lang: string }) {
  const { t } = useTranslation();
  if (!reply && !post) return null;
  const quotes = [
    { label: t('coachNote:yourReply'), text: reply },
    { label: t('coachNote:thePost'), text: post },
  ];
  return (
    <dl className="cn-quotes">
      {quotes.map(({ label, text }) =>
        text ? (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>
              <q {...textLangAttrs(text, lang)}>{text}</q>
            </dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}
