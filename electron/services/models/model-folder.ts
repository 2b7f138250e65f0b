// A downloaded model's folder: file paths, .part files, the download state (.download.json) and the install record (.installed.json).
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const PART_SUFFIX = '.part';
const STATE_FILE = '.download.json';
const INSTALLED_FILE = '.installed.json';

const verifiedSchema = z.array(z.enum(['server', 'manifest']));

const fileStateSchema = z.object({
  /** The full size the server declared. */
  size: z.number().int().nonnegative().nullable().default(null),
  /** The sha256 the server declared when the .part file was started. */
  sha256: z.string().nullable().default(null),
  /** Validators of the answer that gave the bytes, for If-Range on resume. */
  etag: z.string().nullable().default(null),
  lastModified: z.string().nullable().default(null),
  /** Set once the file is complete, verified and in place. */
  complete: z
    .object({
      size: z.number().int().nonnegative(),
      sha256: z.string(),
      verifiedAgainst: verifiedSchema,
      commit: z.string().nullable().default(null),
    })
    .nullable()
    .default(null),
});
export type FileState = z.output<typeof fileStateSchema>;
export const emptyFileState = (): FileState => fileStateSchema.parse({});

const downloadStateSchema = z.object({ version: z.literal(1), files: z.record(z.string(), fileStateSchema) });
export type DownloadState = z.output<typeof downloadStateSchema>;

const installedSchema = z.object({
  version: z.literal(1),
  id: z.string(),
  installedAt: z.string(),
  /** The repository commit the files came from, as the server named it at the first download (null: not named). */
  commit: z.string().nullable().default(null),
  files: z.array(z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256: z.string(), verifiedAgainst: verifiedSchema })),
});
export type InstalledRecord = z.output<typeof installedSchema>;

/** The absolute path of a manifest file path (forward slashes) inside a model folder. */
export const filePath = (dir: string, path: string): string => join(dir, ...path.split('/'));
export const partPath = (dir: string, path: string): string => filePath(dir, path) + PART_SUFFIX;

export function sizeOf(path: string): number | null {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

function readJson<T>(path: string, schema: z.ZodType<T>): T | null {
  if (!existsSync(path)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Written to a temporary file and renamed, so a crash never leaves half a JSON file. */
function writeJson(path: string, value: unknown): void {
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, path);
}

export const readDownloadState = (dir: string): DownloadState => readJson(join(dir, STATE_FILE), downloadStateSchema) ?? { version: 1, files: {} };
export const writeDownloadState = (dir: string, state: DownloadState): void => writeJson(join(dir, STATE_FILE), state);
export const removeDownloadState = (dir: string): void => rmSync(join(dir, STATE_FILE), { force: true });

export const readInstalled = (dir: string): InstalledRecord | null => readJson(join(dir, INSTALLED_FILE), installedSchema);
export const writeInstalled = (dir: string, record: InstalledRecord): void => writeJson(join(dir, INSTALLED_FILE), record);
