// Files the operating system handed to the app: a double-clicked .ccpack, .ccexercise, .ccsubmission
// or .ccfeedback (the installers register the app's file types), a path on the command line, or a
// file dropped onto the window. They wait here, read and size-checked, until
// someone imports or dismisses them on the "Opened files" screen; nothing is imported by itself.
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { OpenedFile } from '../../shared/api/contract';
import { MAX_IMPORT_CHARS } from '../../shared/api/limits';
import { appFileTypeOf } from '../../shared/file-types';
import { AppError } from './errors';

type Entry = OpenedFile & { path: string; content: string | null };

/** The arguments that name an existing file of one of the app's types (other arguments are ignored). */
export function appFilesInArgv(argv: readonly string[]): string[] {
  return argv.filter((arg) => {
    if (arg.startsWith('-') || !appFileTypeOf(arg)) return false;
    try {
      return statSync(arg).isFile();
    } catch {
      return false;
    }
  });
}

export class OpenedFiles {
  private nextId = 1;
  private readonly entries = new Map<number, Entry>();

  /** Reads the file now (it may be moved later); a file already waiting is not added twice. */
  add(path: string): OpenedFile | null {
    const type = appFileTypeOf(path);
    if (!type) return null;
    const waiting = [...this.entries.values()].find((e) => e.path === path);
    if (waiting) return summary(waiting);
    const entry: Entry = {
      id: this.nextId++,
      path,
      fileName: basename(path),
      extension: type.extension,
      sizeBytes: 0,
      problem: null,
      content: null,
    };
    try {
      entry.sizeBytes = statSync(path).size;
      if (entry.sizeBytes > MAX_IMPORT_CHARS) entry.problem = 'too_large';
      else entry.content = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
    } catch {
      entry.problem = 'unreadable';
    }
    this.entries.set(entry.id, entry);
    return summary(entry);
  }

  /** A file dropped onto the window: its text arrives with it (no path); same checks as a file from the OS. */
  addContent(fileName: string, content: string): OpenedFile | null {
    const type = appFileTypeOf(fileName);
    if (!type) return null;
    const text = content.replace(/^\uFEFF/, '');
    const waiting = [...this.entries.values()].find(
      (e) => e.path === '' && e.fileName === fileName && e.content === text,
    );
    if (waiting) return summary(waiting);
    const sizeBytes = Buffer.byteLength(content, 'utf8');
    const entry: Entry = {
      id: this.nextId++,
      path: '',
      fileName: basename(fileName.replace(/\\/g, '/')),
      extension: type.extension,
      sizeBytes,
      problem: sizeBytes > MAX_IMPORT_CHARS ? 'too_large' : null,
      content: sizeBytes > MAX_IMPORT_CHARS ? null : text,
    };
    this.entries.set(entry.id, entry);
    return summary(entry);
  }

  list(): OpenedFile[] {
    return [...this.entries.values()].map(summary);
  }

  /** The text of a waiting file, for an import. */
  content(id: number, extension: string): { fileName: string; content: string } {
    const entry = this.entries.get(id);
    if (!entry) throw new AppError('not_found', 'That opened file is no longer waiting; open it again.');
    if (entry.extension !== extension)
      throw new AppError('invalid_request', `${entry.fileName} is not a .${extension} file.`);
    if (entry.content === null)
      throw new AppError(
        'invalid_request',
        entry.problem === 'too_large'
          ? `${entry.fileName} is larger than the app can import (20 MB).`
          : `${entry.fileName} could not be read.`,
      );
    return { fileName: entry.fileName, content: entry.content };
  }

  /** The waiting files of one type among `ids`, in the order given (for a batch import). */
  contents(ids: readonly number[], extension: string): { fileName: string; content: string }[] {
    return ids.map((id) => this.content(id, extension));
  }

  dismiss(id: number): void {
    this.entries.delete(id);
  }
}

const summary = ({ id, fileName, extension, sizeBytes, problem }: Entry): OpenedFile => ({
  id,
  fileName,
  extension,
  sizeBytes,
  problem,
});

/**
 * What the desktop app does with files the OS hands it (argv at start, a second instance's argv,
 * macOS's open-file): each file of the app's types waits on the Opened files screen, and the window
 * shows that screen when at least one was taken. Returns the route to show, or null to stay put.
 */
export function routeForOpenedPaths(files: Pick<OpenedFiles, 'add'>, paths: readonly string[]): '/opened' | null {
  let taken = false;
  for (const path of paths) if (files.add(path)) taken = true;
  return taken ? '/opened' : null;
}
