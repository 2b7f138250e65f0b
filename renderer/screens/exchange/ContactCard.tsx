// The trainee's details for hand-ins: the name shown to the supervisor and the email or LMS id the
// learning platform matches grades by. They travel in every submission file; nothing else about
// the profile does.
import '../../styles/exchange.css';
import { useState } from 'react';
import type { Contact } from '../../../shared/exchange/types';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { ContactFields } from './ContactFields';
import { ExchangeCard } from './ExchangeCard';

export function ContactCard() {
  const contact = useApiQuery('exchange.contact', {});
  // The form starts from the stored details once they have arrived.
  return contact.data ? <ContactForm key={contact.data.pseudonym} initial={contact.data} /> : null;
}

function ContactForm(props: { initial: Contact }) {
  const { t } = useTranslation();
  const save = useApiMutation('exchange.setContact');
  const [form, setForm] = useState({
    shownName: props.initial.shownName,
    email: props.initial.email ?? '',
    lmsId: props.initial.lmsId ?? '',
  });
  const [saved, setSaved] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    await save.mutateAsync({
      shownName: form.shownName,
      email: form.email.trim() || null,
      lmsId: form.lmsId.trim() || null,
    });
    setSaved(true);
  };

  return (
    <ExchangeCard title={t('exchange:contact.title')} intro={t('exchange:contact.intro')} testId="contact-card">
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="exchange-form">
        <label>
          {t('exchange:contact.shownName')}
          <input
            dir="auto"
            required
            maxLength={60}
            value={form.shownName}
            onChange={(e) => setForm({ ...form, shownName: e.target.value })}
          />
        </label>
        <ContactFields value={form} onChange={(ids) => setForm({ ...form, ...ids })} testIdPrefix="contact" />
        <button type="submit" disabled={save.isPending}>
          {t('exchange:contact.save')}
        </button>
      </form>
      {save.error !== null && <ErrorText error={save.error} />}
      {saved && <p role="status">{t('exchange:contact.saved')}</p>}
    </ExchangeCard>
  );
}
