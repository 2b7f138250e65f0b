// The trainee's details for hand-ins: the name shown to the supervisor and the email or LMS id the
// learning platform matches grades by. They travel in every submission file; nothing else about
// the profile does.
import '../../styles/exchange.css';
import { useState } from 'react';
import type { Contact } from '../../../shared/exchange/types';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';

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
    <section className="card exchange-card" aria-labelledby="contact" data-testid="contact-card">
      <h2 id="contact">{t('exchange:contact.title')}</h2>
      <p className="muted">{t('exchange:contact.intro')}</p>
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
        <label>
          {t('exchange:contact.email')}
          <input
            dir="ltr"
            type="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            data-testid="contact-email"
          />
        </label>
        <label>
          {t('exchange:contact.lmsId')}
          <input
            dir="ltr"
            maxLength={100}
            value={form.lmsId}
            onChange={(e) => setForm({ ...form, lmsId: e.target.value })}
            data-testid="contact-lms-id"
          />
        </label>
        <button type="submit" disabled={save.isPending}>
          {t('exchange:contact.save')}
        </button>
      </form>
      {save.error !== null && <ErrorText error={save.error} />}
      {saved && <p role="status">{t('exchange:contact.saved')}</p>}
    </section>
  );
}
