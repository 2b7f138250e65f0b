// Route screen for /library/new and /library/:id/edit: instructors write scenarios, responses and annotations.
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { useSession } from '../../app/session-context';
import { EditScenarioPage } from './EditScenarioPage';
import { RoleGate } from '../../components/StateCard';
import { NewScenarioPage } from './NewScenarioPage';
import '../../styles/editor.css';

export function ScenarioEditorScreen() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { id } = useParams();
  if (profile?.role !== 'instructor')
    return (
      <RoleGate
        title={t('editor:instructorsOnly.title')}
        body={t('editor:instructorsOnly.body')}
        links={[
          profile !== null && { to: '/library', label: t('editor:backToLibrary') },
          { to: '/', label: t('editor:instructorsOnly.switchProfile') },
        ]}
        testId="editor-instructors-only"
      />
    );
  if (id === undefined) return <NewScenarioPage />;
  const scenarioId = Number(id);
  if (!Number.isInteger(scenarioId) || scenarioId <= 0) return <Navigate to="/library" replace />;
  return <EditScenarioPage key={scenarioId} scenarioId={scenarioId} />;
}
