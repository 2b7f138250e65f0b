// The content-warning gate: names the warnings and risk cues before anything of the post is shown.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RiskLevel } from '../../../shared/domain/vocabulary';
import { ContentNotes } from '../../components/ScenarioFacts';

type Props = { warnings: readonly string[]; risk: RiskLevel; onShow: () => void };

export function WarningGate({ warnings, risk, onShow }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="card scenario-gate" data-testid="warning-gate" aria-labelledby="gate-title">
      <h1 id="gate-title" ref={heading} tabIndex={-1}>
        {t('scenario:gate.title')}
      </h1>
      <p>{t('scenario:gate.intro')}</p>
      <ContentNotes
        warnings={warnings}
        risk={risk === 'none' ? null : risk}
        labels={{ warnings: t('scenario:gate.warnings'), risk: t('scenario:gate.risk') }}
      />
      <p>{t('scenario:gate.body')}</p>
      <div className="scenario-gate-actions">
        <button type="button" className="button primary" onClick={onShow} data-testid="warning-show">
          {t('scenario:gate.show')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => void navigate('/library')}
          data-testid="warning-skip"
        >
          {t('scenario:gate.skip')}
        </button>
      </div>
    </section>
  );
}
