// One configured judge: name, kind, model, address and key (server judges) or model state (local judges), default rubrics, where text goes, and (instructors) test/edit/delete.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import type { ModelStatus } from '../../../../shared/models/status';
import { Button } from '../../../components/Button';
import { SettingsCard } from '../../../components/SettingsCard';
import { ConnectionTestResult } from './ConnectionTestResult';
import { DestinationBadge } from './DestinationBadge';
import { LocalModelFact } from './LocalModelFact';
import { ModelUses } from './ModelUses';
import { useServerKindText } from './ServerKindField';
import { useConnectionTest } from './useConnectionTest';

type Props = {
  judge: JudgeProvider;
  /** Judge models from models.list (null while loading), to name a local judge's model and say whether it is installed. */
  models: ModelStatus[] | null;
  rubricName: (id: string) => string;
  canEdit: boolean;
  /** Move keyboard focus to this card's Edit button (after its form closed). */
  focusEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

export function JudgeCard({ judge, models, rubricName, canEdit, focusEdit, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const serverKindText = useServerKindText();
  const test = useConnectionTest(judge.id);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);
  const list = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  const local = judge.kind === 'local';
  const modes = [
    judge.logprobs && (local ? t('judges:card.modeNextToken') : t('judges:card.modeLogprobs')),
    judge.structuredOutput && t('judges:card.modeStructured'),
    judge.rationaleFirst && t('judges:card.modeRationaleFirst'),
  ].filter((m): m is string => typeof m === 'string');

  return (
    <SettingsCard
      kind="judge"
      id={judge.id}
      title={judge.label}
      badge={<DestinationBadge destination={judge.destination} />}
    >
      <dl className="term-grid judge-facts">
        <dt>{t('judges:card.kind')}</dt>
        <dd>
          <span className={`badge judge-kind-badge ${judge.kind}`} data-testid={`judge-kind-badge-${judge.id}`}>
            {local ? t('judges:card.kindLocal') : t('judges:card.kindOpenai')}
          </span>
        </dd>
        <dt>{t('judges:card.model')}</dt>
        <dd>
          {local ? <LocalModelFact modelId={judge.model} models={models} /> : <code dir="ltr">{judge.model}</code>}
        </dd>
        <ModelUses judge={judge} />
        {!local && (
          <>
            <dt>{t('judgeServers:card.label')}</dt>
            <dd data-testid={`judge-server-kind-fact-${judge.id}`}>{serverKindText(judge.serverKind).short}</dd>
            <dt>{t('judges:card.baseUrl')}</dt>
            <dd>
              <code dir="ltr">{judge.baseUrl}</code>
            </dd>
            <dt>{t('judges:card.apiKey')}</dt>
            <dd>
              <span className={`badge${judge.hasApiKey ? ' tone-info' : ''}`}>
                {judge.hasApiKey ? t('judges:card.keyStored') : t('judges:card.noKey')}
              </span>
            </dd>
          </>
        )}
        <dt>{t('judges:card.defaultFor')}</dt>
        <dd>
          {judge.defaultFor.length > 0 ? (
            <ul className="judge-rubrics">
              {judge.defaultFor.map((id) => (
                <li key={id}>{rubricName(id)}</li>
              ))}
            </ul>
          ) : (
            <span className="muted">{t('judges:card.defaultForNone')}</span>
          )}
        </dd>
        <dt>{t('judges:card.scoring')}</dt>
        <dd>
          {modes.length > 0 ? list(modes) : t('judges:card.modePlain')}
          <span className="muted"> · {t('judges:card.concurrency', { count: judge.maxConcurrency })}</span>
        </dd>
      </dl>
      <ConnectionTestResult id={judge.id} local={local} state={test.state} />
      {canEdit && (
        <div className="judge-actions">
          <button
            type="button"
            className="button secondary small"
            onClick={() => void test.run()}
            disabled={test.state.status === 'running'}
            aria-busy={test.state.status === 'running'}
            data-testid={`judge-test-${judge.id}`}
          >
            {test.state.status === 'running' && <span className="judge-spinner" aria-hidden="true" />}
            {test.state.status === 'running'
              ? t('judges:test.running')
              : local
                ? t('judges:test.buttonLocal')
                : t('judges:test.button')}
          </button>
          <Button ref={editButton} small onClick={onEdit} testId={`judge-edit-${judge.id}`}>
            {t('judges:card.edit')}
          </Button>
          <Button tone="danger" small onClick={onDelete} testId={`judge-delete-${judge.id}`}>
            {t('judges:card.delete')}
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}
