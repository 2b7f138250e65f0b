// /library/new: write a new scenario's details; saving creates it and opens it in the editor.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ScenarioInput } from '../../../shared/domain/library';
import { api } from '../../api/client';
import { emptyScenarioInput } from './scenarioFormValues';
import { ScenarioForm } from './ScenarioForm';

export function NewScenarioPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState(emptyScenarioInput);
  const create = async (values: ScenarioInput) => {
    const created = await api.call('library.createScenario', values);
    void navigate(`/library/${created.id}/edit`);
  };
  return (
    <div className="ed-page">
      <p className="ed-back">
        <Link to="/library">{t('editor:backToLibrary')}</Link>
      </p>
      <header className="ed-header">
        <h1>{t('editor:title.new')}</h1>
        <p className="muted">{t('editor:newIntro')}</p>
      </header>
      <section className="card ed-section" aria-label={t('editor:sections.details')}>
        <ScenarioForm mode="new" defaultValues={initial} onSubmit={create} />
      </section>
    </div>
  );
}
