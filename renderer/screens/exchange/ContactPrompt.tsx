// Asked once a trainee has opened an exercise file and has given neither an email nor an LMS id:
// either is optional and only lets the instructor's learning platform match their grades. It is kept
// with this profile, travels in their hand-in files, and can be changed in Settings.
import '../../styles/exchange.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';

export function ContactPrompt() {
  const { t } = useTranslation();
  const contact = useApiQuery('exchange.contact', {});
  const save = useApiMutation('exchange.setContact');
  const [email, setEmail] = useState('');
  const [lmsId, setLmsId] = useState('');
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
    await save.mutateAsync({ shownName: data.shownName, email: email.trim() || null, lmsId: lmsId.trim() || null });
    setClosed('saved');
  };

  return (
    <section
      className="card exchange-card contact-prompt"
      aria-labelledby="contact-prompt"
      data-testid="contact-prompt"
    >
      <h3 id="contact-prompt">{t('openedExchange:contact.title')}</h3>
      <p>{t('openedExchange:contact.why')}</p>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="exchange-form">
        <label>
          {t('exchange:contact.email')}
          <input
            dir="ltr"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="contact-prompt-email"
          />
        </label>
        <label>
          {t('exchange:contact.lmsId')}
          <input
            dir="ltr"
            maxLength={100}
            value={lmsId}
            onChange={(e) => setLmsId(e.target.value)}
            data-testid="contact-prompt-lms-id"
          />
        </label>
        <div className="exchange-actions">
          <button
            type="submit"
            className="button primary"
            disabled={save.isPending || (email.trim() === '' && lmsId.trim() === '')}
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
    </section>
  );
}
