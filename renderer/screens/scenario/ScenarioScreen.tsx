// Route /library/:id: loads the scenario and shows it (or a loading line, or why it cannot be shown).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadFailure, RecordRoute } from '../../components/RecordRoute';
import { StatusText } from '../../components/StatusText';
import { usePageTitle } from '../../app/pageTitle';
import { BackLink } from './BackLink';
import { ScenarioView } from './ScenarioView';
import { useScenario } from './useScenario';
import '../../styles/scenario.css';

function ScenarioLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const load = useScenario(id);
  usePageTitle(t('a11y:page.scenario'), load.status === 'ready' ? load.scenario.title : null);
  if (load.status === 'loading') return <StatusText>{t('common:loading')}</StatusText>;
  if (load.status === 'error') return <LoadFailure className="scenario" back={<BackLink />} error={load.error} />;
  return <ScenarioView scenario={load.scenario} cultures={load.cultures} />;
}

export function ScenarioScreen() {
  const { id } = useParams();
  // A new id starts afresh: the content-warning gate, the pickers and blind mode all reset.
  return <RecordRoute param={id} what="scenario" className="scenario" back={<BackLink />} screen={ScenarioLoader} />;
}
