// Route /library/:id: loads the scenario and shows it (or a loading line, or why it cannot be shown).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';
import { usePageTitle } from '../../app/pageTitle';
import { BackLink } from './BackLink';
import { ScenarioView } from './ScenarioView';
import { useScenario } from './useScenario';
import '../../styles/scenario.css';

function ScenarioLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const load = useScenario(id);
  usePageTitle(t('a11y:page.scenario'), load.status === 'ready' ? load.scenario.title : null);
  if (load.status === 'loading') {
    return (
      <p className="muted" role="status">
        {t('common:loading')}
      </p>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="scenario">
        <BackLink />
        <ErrorText error={load.error} />
      </div>
    );
  }
  return <ScenarioView scenario={load.scenario} cultures={load.cultures} />;
}

export function ScenarioScreen() {
  const { id } = useParams();
  const scenarioId = Number(id);
  if (!Number.isInteger(scenarioId) || scenarioId <= 0) {
    return (
      <div className="scenario">
        <BackLink />
        <ErrorText error={new ApiCallError('not_found', `No scenario ${id ?? ''}`)} />
      </div>
    );
  }
  // A new id starts afresh: the content-warning gate, the pickers and blind mode all reset.
  return <ScenarioLoader key={scenarioId} id={scenarioId} />;
}
