// TEMPORARY stub, replaced by the screen's implementation.
export function ScenarioScreen() {
  return null;
}
