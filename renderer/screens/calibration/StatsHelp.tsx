// "What do these numbers mean?": one line per statistic, the interpretation bands and what advisory
// means, in a collapsible panel.
import { useTranslation } from 'react-i18next';

export function StatsHelp() {
  const { t } = useTranslation();
  const lines = [
    { id: 'exact', term: t('calibration:table.exact'), text: t('calibration:help.exact') },
    { id: 'grouped', term: t('calibration:help.groupedTerm'), text: t('calibration:help.grouped') },
    { id: 'kappa', term: t('calibration:table.kappa'), text: t('calibration:help.kappa') },
    { id: 'weighted', term: t('calibration:table.weightedKappa'), text: t('calibration:help.weightedKappa') },
    { id: 'spearman', term: t('calibration:table.spearman'), text: t('calibration:help.spearman') },
    { id: 'kendall', term: t('calibration:table.kendall'), text: t('calibration:help.kendall') },
    { id: 'icc', term: t('calibration:table.icc'), text: t('calibration:help.icc') },
    { id: 'bias', term: t('calibration:table.bias'), text: t('calibration:help.bias') },
    { id: 'mae', term: t('calibration:table.mae'), text: t('calibration:help.mae') },
    { id: 'alpha', term: t('calibration:table.alpha'), text: t('calibration:help.alpha') },
    { id: 'bands', term: t('calibration:help.bandsTerm'), text: t('calibration:help.bands') },
    { id: 'advisory', term: t('calibration:help.advisoryTerm'), text: t('calibration:help.advisory') },
  ];
  return (
    <details className="panel cal-help" data-testid="calibration-help">
      <summary>{t('calibration:help.title')}</summary>
      <dl>
        {lines.map((line) => (
          <div key={line.id} className="cal-help-line">
            <dt>{line.term}</dt>
            <dd>{line.text}</dd>
          </div>
        ))}
      </dl>
      <p className="cal-note">{t('calibration:help.agreementNotAccuracy')}</p>
    </details>
  );
}
