// Files the operating system handed to the app: a double-clicked .ccpack (the installers register the
// app's file types), or a path on the command line. They wait here, read and size-checked, until
// someone imports or dismisses them on the "Opened files" screen; nothing is imported by itself.
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { OpenedFile } from '../../shared/api/contract';
import { MAX_IMPORT_CHARS } from '../../shared/api/contract';
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
