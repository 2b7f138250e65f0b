// Start-up timing marks: where a shell's start-up time goes, in ms since the process started. Browser
// mode prints them (one line on stderr) when CULTURECARE_STARTUP_TIMING=1; `npm run bench` reads it.
const marks: [label: string, at: number][] = [];

/** Notes that a start-up step finished now. Cheap; always on. */
export function markStartup(label: string): void {
  marks.push([label, performance.now()]);
}

/** "modules 180 ms, database 15 ms, …": each step's own time, then the total and the CPU time used. */
export function startupTimingLine(): string {
  let previous = 0;
  const steps = marks.map(([label, at]) => {
    const line = `${label} ${Math.round(at - previous)} ms`;
    previous = at;
    return line;
  });
  // CPU time too: on a busy machine the wall-clock steps include waiting for a core.
  const { user, system } = process.cpuUsage();
  const cpu = Math.round((user + system) / 1000);
  return `${steps.join(', ')} (total ${Math.round(previous)} ms since the process started, ${cpu} ms of CPU)`;
}
