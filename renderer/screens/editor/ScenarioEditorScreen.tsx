// TEMPORARY stub, replaced by the screen's implementation.
export function ScenarioEditorScreen() {
  return null;
}
