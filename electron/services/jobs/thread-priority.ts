// Lowers the scheduling priority of the calling thread, so a worker's long job (an import, a PDF
// report, an analyzer batch) takes the CPU only when the thread that answers requests does not
// need it. On Linux a thread has its own nice value: its id is read from /proc/thread-self and
// given to setpriority. Elsewhere (Windows, macOS) threads of a process share one priority, so
// nothing changes and the caller is told so.
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/** Nice value for job threads: below normal, not idle (a job still finishes on a busy machine). */
export const JOB_THREAD_PRIORITY = constants.priority.PRIORITY_BELOW_NORMAL;

/** The kernel's id of the calling thread, or null where threads have no id of their own to use. */
export function currentThreadId(readLink: (path: string) => string = readlinkSync): number | null {
  try {
    const tid = Number(readLink('/proc/thread-self').split('/').at(-1));
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/** Lowers this thread's priority; true when it was lowered. */
export function lowerThisThreadPriority(priority: number = JOB_THREAD_PRIORITY): boolean {
  const tid = currentThreadId();
  if (tid === null) return false;
  try {
    setPriority(tid, priority);
    return true;
  } catch {
    return false;
  }
}
