// /library/:id/edit: the scenario's details, its peer reply and adapted responses, and the annotation editor.
import { titleLangAttrs } from '../../components/titleLang';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScenarioInput } from '../../../shared/domain/library';
import { api } from '../../api/client';
import { useApiQuery, useSetQueryData } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { usePageTitle } from '../../app/pageTitle';
import { vocab } from '../../components/vocab';
import { AnnotationEditor } from './annotations/AnnotationEditor';
import { ResponsesSection } from './ResponsesSection';
import { scenarioToInput } from './scenarioFormValues';
import { ScenarioForm } from './ScenarioForm';

const SECTION_IDS = { details: 'ed-details', responses: 'ed-responses', annotations: 'ed-annotations' } as const;

const jumpTo = (id: string) => {
  const section = document.getElementById(id);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section?.focus({ preventScroll: true });
};

export function EditScenarioPage({ scenarioId }: { scenarioId: number }) {
  const { t } = useTranslation();
  const v = vocab(t);
  // The forms start from the scenario as it is now, never from an older cached copy.
  const query = useApiQuery('library.get', { id: scenarioId }, { fresh: true });
  const setData = useSetQueryData();
  const scenario = query.data ?? null;
  const loadError = scenario ? null : query.error;
  usePageTitle(t('a11y:page.editScenario'), scenario?.title);
  const { refetch } = query;

  /** Fetches the scenario again after a change below (a response or an annotation) and resolves with it. */
  const reload = useCallback(async () => {
    const { data, error } = await refetch();
    if (!data) throw error;
    return data;
  }, [refetch]);

  const back = (
    <p className="ed-back">
      <Link to={`/library/${scenarioId}`} data-testid="editor-back">
        {t('editor:backToScenario')}
      </Link>
    </p>
  );

  if (!scenario)
    return (
      <div className="ed-page">
        {back}
        {loadError ? <ErrorText error={loadError} /> : <p role="status">{t('editor:loading')}</p>}
      </div>
    );

  const saveDetails = async (values: ScenarioInput) => {
    setData('library.get', { id: scenarioId }, await api.call('library.updateScenario', { id: scenarioId, ...values }));
  };

  const sections = [
    {
      id: SECTION_IDS.details,
      title: t('editor:sections.details'),
      body: (
        <ScenarioForm
          mode="edit"
          defaultValues={scenarioToInput(scenario)}
          onSubmit={saveDetails}
          postNote={
            <p className="note">
              {scenario.textNeeded || scenario.postText === null
                ? t('editor:form.textNeeded')
                : t('editor:form.reanchorNote')}
            </p>
          }
        />
      ),
    },
    {
      id: SECTION_IDS.responses,
      title: t('editor:sections.responses'),
      body: <ResponsesSection scenario={scenario} onSaved={reload} />,
    },
    {
      id: SECTION_IDS.annotations,
      title: t('editor:sections.annotations'),
      body: <AnnotationEditor scenario={scenario} reload={reload} />,
    },
  ];

  return (
    <div className="ed-page">
      {back}
      <header className="ed-header">
        <h1>{t('editor:title.edit')}</h1>
        <p className="ed-header-title" {...titleLangAttrs(scenario)}>
          {scenario.title}
        </p>
        <p className="ed-header-badges">
          <span className="badge">{v.source[scenario.source]}</span>
          <span className="badge">{v.textLanguage[scenario.language]}</span>
          {scenario.modified && <span className="badge ed-badge-modified">{t('editor:modifiedBadge')}</span>}
        </p>
        {scenario.source === 'built_in' && <p className="note">{t('editor:builtInNote')}</p>}
      </header>

      <nav className="ed-jump" aria-label={t('editor:jumpTo')}>
        {sections.map((section) => (
          <button key={section.id} type="button" className="button secondary small" onClick={() => jumpTo(section.id)}>
            {section.title}
          </button>
        ))}
      </nav>

      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="card ed-section"
          aria-labelledby={`${section.id}-title`}
          tabIndex={-1}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </div>
  );
}
