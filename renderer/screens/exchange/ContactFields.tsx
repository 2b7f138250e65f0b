// The two optional ways an LMS matches a trainee's grades (email, LMS id), as the contact card in
// the exchange and the prompt after opening an exercise both ask for them.
import { useTranslation } from 'react-i18next';

export type ContactIds = { email: string; lmsId: string };

type Props = {
  value: ContactIds;
  onChange: (value: ContactIds) => void;
  /** Test ids are `<prefix>-email` and `<prefix>-lms-id`. */
  testIdPrefix: string;
};

export function ContactFields({ value, onChange, testIdPrefix }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <label>
        {t('exchange:contact.email')}
        <input
          dir="ltr"
          type="email"
          autoComplete="email"
          value={value.email}
          onChange={(e) => onChange({ ...value, email: e.target.value })}
          data-testid={`${testIdPrefix}-email`}
        />
      </label>
      <label>
        {t('exchange:contact.lmsId')}
        <input
          dir="ltr"
          maxLength={100}
          value={value.lmsId}
          onChange={(e) => onChange({ ...value, lmsId: e.target.value })}
          data-testid={`${testIdPrefix}-lms-id`}
        />
      </label>
    </>
  );
}
