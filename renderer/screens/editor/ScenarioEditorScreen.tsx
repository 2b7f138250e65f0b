// Route screen for /library/new and /library/:id/edit: instructors write scenarios, responses and annotations.
import { Navigate, useParams } from 'react-router-dom';
import { useSession } from '../../app/session-context';
import { EditScenarioPage } from './EditScenarioPage';
import { InstructorsOnly } from './InstructorsOnly';
import { NewScenarioPage } from './NewScenarioPage';
import '../../styles/editor.css';

export function ScenarioEditorScreen() {
  const { profile } = useSession();
  const { id } = useParams();
  if (profile?.role !== 'instructor') return <InstructorsOnly signedIn={profile !== null} />;
  if (id === undefined) return <NewScenarioPage />;
  const scenarioId = Number(id);
  if (!Number.isInteger(scenarioId) || scenarioId <= 0) return <Navigate to="/library" replace />;
  return <EditScenarioPage key={scenarioId} scenarioId={scenarioId} />;
}
