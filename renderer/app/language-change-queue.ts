// Quick language changes in a row: each change gets a number, saves run one after another, and a change
// overtaken by a newer one is not saved, so the last choice is what stays (on the screen and saved).
export interface LanguageChangeQueue {
  /** Starts a change; returns its number. */
  begin(): number;
  isLatest(change: number): boolean;
  /** Runs `save` after the saves before it, unless a newer change has begun by then. */
  save(change: number, save: (stillLatest: () => boolean) => Promise<void>): Promise<void>;
}

export function languageChangeQueue(): LanguageChangeQueue {
  let latest = 0;
  let saves: Promise<void> = Promise.resolve();
  const isLatest = (change: number) => change === latest;
  return {
    begin: () => ++latest,
    isLatest,
    save(change, save) {
      const run = saves.then(() => (isLatest(change) ? save(() => isLatest(change)) : undefined));
      saves = run.catch(() => undefined);
      return run;
    },
  };
}
