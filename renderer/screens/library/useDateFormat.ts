// Formats the services' ISO timestamps as a date and time in the interface language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [i18n.language]);
}
