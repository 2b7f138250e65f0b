// Dates and times of the accounts screens in the interface language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useDateText(): { date: (iso: string) => string; dateTime: (iso: string) => string } {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    const format = (formatter: Intl.DateTimeFormat) => (iso: string) => {
      const value = new Date(iso);
      return Number.isNaN(value.getTime()) ? iso : formatter.format(value);
    };
    return { date: format(day), dateTime: format(moment) };
  }, [i18n.language]);
}
