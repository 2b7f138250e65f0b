// Formats scores in the interface language: at most one decimal (G-Eval means are fractional).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useScoreFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    return (value: number) => format.format(value);
  }, [i18n.language]);
}
