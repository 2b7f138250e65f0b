// Shares (0-1) as whole percentages in the interface language; a missing share as a dash.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function usePercent(): (share: number | null) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
    return (share) => (share === null ? '–' : format.format(share));
  }, [i18n.language]);
}
