// Number and date formats for the history screen in the interface language, and its text direction.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeDirection } from '../../../shared/i18n/locales';
import { useDateFormat } from '../library/useDateFormat';

export type HistoryFormat = {
  /** A mean score with one decimal. */
  score: (value: number) => string;
  /** A whole number (scale points). */
  integer: (value: number) => string;
  /** A share (0-1) as a whole percentage. */
  percent: (value: number) => string;
  /** Date and time, e.g. for tooltips and tables. */
  dateTime: (iso: string) => string;
  /** Day and month only, for axis ticks. */
  shortDate: (iso: string) => string;
  rtl: boolean;
};

export function useHistoryFormat(): HistoryFormat {
  const { i18n } = useTranslation();
  const dateTime = useDateFormat();
  const language = i18n.language;
  const rtl = localeDirection(language) === 'rtl';
  return useMemo(() => {
    const score = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const short = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
    return {
      score: (value) => score.format(value),
      integer: (value) => integer.format(value),
      percent: (value) => percent.format(value),
      dateTime,
      shortDate: (iso) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : short.format(date);
      },
      rtl,
    };
  }, [language, dateTime, rtl]);
}
