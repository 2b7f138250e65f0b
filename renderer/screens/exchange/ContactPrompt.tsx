// Asked once a trainee has opened an exercise file and has given neither an email nor an LMS id:
// either is optional and only lets the instructor's learning platform match their grades. It is kept
// with this profile, travels in their hand-in files, and can be changed in Settings.
import '../../styles/exchange.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { ContactFields, type ContactIds } from './ContactFields';
import { ExchangeCard } from './ExchangeCard';

export function ContactPrompt() {
  const { t } = useTranslation();
  const contact = useApiQuery('exchange.contact', {});
  const save = useApiMutation('exchange.setContact');
  const [ids, setIds] = useState<ContactIds>({ email: '', lmsId: '' });
  const [closed, setClosed] = useState<'saved' | 'skipped' | null>(null);
  const data = contact.data;
  if (!data) return null;
  if (closed === 'saved')
    return (
      <p role="status" data-testid="contact-prompt-saved">
        {t('openedExchange:contact.saved')} <Link to="/settings">{t('openedExchange:contact.toSettings')}</Link>
      </p>
    );
  if (closed === 'skipped' || data.email !== null || data.lmsId !== null) return null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    await save.mutateAsync({
      shownName: data.shownName,
      email: ids.email.trim() || null,
      lmsId: ids.lmsId.trim() || null,
    });
    setClosed('saved');
  };

  return (
    <ExchangeCard
      titleId="contact-prompt"
      title={t('openedExchange:contact.title')}
      heading="h3"
      className="contact-prompt"
      testId="contact-prompt"
    >
      <p>{t('openedExchange:contact.why')}</p>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="exchange-form">
        <ContactFields value={ids} onChange={setIds} testIdPrefix="contact-prompt" />
        <div className="exchange-actions">
          <button
            type="submit"
            className="button primary"
            disabled={save.isPending || (ids.email.trim() === '' && ids.lmsId.trim() === '')}
            data-testid="contact-prompt-save"
          >
            {t('openedExchange:contact.save')}
          </button>
          <button type="button" className="button secondary" onClick={() => setClosed('skipped')}>
            {t('openedExchange:contact.skip')}
          </button>
        </div>
      </form>
      {save.error !== null && <ErrorText error={save.error} />}
    </ExchangeCard>
  );
}
