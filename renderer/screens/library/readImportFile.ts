// Reads a chosen import file as text, refusing empty files and files above the services' size limit.
import { MAX_IMPORT_CHARS } from '../../../shared/api/limits';
import { MAX_IMPORT_BYTES } from '../../../shared/library/import-limits';

export type ReadFile = { name: string; content: string };
export type ReadProblem = 'empty' | 'tooLarge';

export class ImportFileProblem extends Error {
  constructor(readonly problem: ReadProblem) {
    super(problem);
  }
}

export async function readImportFile(file: File): Promise<ReadFile> {
  // Checked on the size before reading, so a huge file is refused at once.
  if (file.size > MAX_IMPORT_BYTES) throw new ImportFileProblem('tooLarge');
  const content = await file.text();
  if (content.length > MAX_IMPORT_CHARS) throw new ImportFileProblem('tooLarge');
  if (content.trim() === '') throw new ImportFileProblem('empty');
  return { name: file.name.slice(0, 260), content };
}
