// An instructor's first-run checklist: which set-up steps the data shows as done, and whether this
// person has put the checklist away.
export type SetupStatus = {
  /** Trainee (or supervisor) profiles exist on this computer, or accounts on a class server. */
  people: boolean;
  /** At least one judge is configured (a local model, a server on this computer, or a remote service). */
  judge: boolean;
  /** At least one exercise exists (archived ones count). */
  exercise: boolean;
  /** This person dismissed the checklist. */
  dismissed: boolean;
};
