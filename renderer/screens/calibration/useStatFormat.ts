// Number formats for agreement statistics in the interface language: coefficients with two decimals,
// signed differences (bias), whole counts.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type StatFormat = {
  /** A coefficient or proportion, two decimals (0.46). */
  coefficient: (value: number) => string;
  /** A difference with its sign (+0.35, −0.20); zero without one. */
  signed: (value: number) => string;
  integer: (value: number) => string;
  percent: (value: number) => string;
};

export function useStatFormat(): StatFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const coefficient = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const signed = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    return {
      coefficient: (value) => coefficient.format(value),
      signed: (value) => signed.format(value),
      integer: (value) => integer.format(value),
      percent: (value) => percent.format(value),
    };
  }, [language]);
}
