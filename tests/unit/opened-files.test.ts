// Files the OS opens with the app: which arguments count, reading and size limits, and the
// files.* methods (signed in to list, instructors to preview and import; nothing imports by itself).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appFilesInArgv, OpenedFiles, routeForOpenedPaths } from '../../electron/services/opened-files';
import type { OpenedFile } from '../../shared/api/contract';
import { MAX_IMPORT_CHARS } from '../../shared/api/limits';
import type { PackImportReport } from '../../shared/domain/library';
import { appFileTypeOf, SCENARIO_PACK } from '../../shared/file-types';
import { startLibraryServices } from '../helpers/library';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

const write = (name: string, content: string | Buffer) => {
  const path = join(dir.path, name);
  writeFileSync(path, content);
  return path;
};

describe('the app’s file types', () => {
  it('recognises .ccpack and the exchange files in any case, nothing else', () => {
    expect(appFileTypeOf('Spring term.CCPACK')).toBe(SCENARIO_PACK);
    expect(appFileTypeOf('/a/b/german.ccpack')).toBe(SCENARIO_PACK);
    expect(appFileTypeOf('family.CCEXERCISE')?.extension).toBe('ccexercise');
    expect(appFileTypeOf('tam.ccsubmission')?.extension).toBe('ccsubmission');
    expect(appFileTypeOf('tam.ccfeedback')?.extension).toBe('ccfeedback');
    for (const name of ['pack.json', 'ccpack', 'x.ccpack.txt', 'x.ccexercise.txt', ''])
      expect(appFileTypeOf(name)).toBeNull();
  });

  it('takes from argv only existing files of the app’s types', () => {
    const pack = write('german.ccpack', '{}');
    mkdirSync(join(dir.path, 'folder.ccpack'));
    const args = [
      '/opt/CultureCare Trainer/culturecare-trainer',
      '--data-dir',
      dir.path,
      '--flag=x.ccpack',
      write('notes.txt', 'x'),
      join(dir.path, 'missing.ccpack'),
      join(dir.path, 'folder.ccpack'),
      pack,
    ];
    expect(appFilesInArgv(args)).toEqual([pack]);
  });
});

describe('OpenedFiles', () => {
  it('reads a file when it is opened (so moving it later loses nothing) and drops a BOM', () => {
    const files = new OpenedFiles();
    const path = write('Spring.ccpack', '\uFEFF{"format":"culturecare-pack"}');
    const opened = files.add(path)!;
    expect(opened).toEqual({ id: 1, fileName: 'Spring.ccpack', extension: 'ccpack', sizeBytes: 32, problem: null });
    write('Spring.ccpack', 'changed later');
    expect(files.content(opened.id, 'ccpack')).toEqual({
      fileName: 'Spring.ccpack',
      content: '{"format":"culturecare-pack"}',
    });
  });

  it('lists a file opened twice once, ignores other types, and says why a file cannot be imported', () => {
    const files = new OpenedFiles();
    const path = write('a.ccpack', '{}');
    files.add(path);
    files.add(path);
    expect(files.add(write('a.json', '{}'))).toBeNull();
    const missing = files.add(join(dir.path, 'gone.ccpack'))!;
    expect(missing.problem).toBe('unreadable');
    const huge = files.add(write('huge.ccpack', Buffer.alloc(MAX_IMPORT_CHARS + 1, 32)))!;
    expect(huge.problem).toBe('too_large');
    expect(files.list().map((f) => f.fileName)).toEqual(['a.ccpack', 'gone.ccpack', 'huge.ccpack']);
    expect(() => files.content(huge.id, 'ccpack')).toThrow(/larger than the app can import/);
    expect(() => files.content(missing.id, 'ccpack')).toThrow(/could not be read/);
    expect(() => files.content(99, 'ccpack')).toThrow(/no longer waiting/);
    files.dismiss(missing.id);
    expect(files.list()).toHaveLength(2);
  });
});

describe('files opened with the desktop app (Electron main: argv, second instance, macOS open-file)', () => {
  it('routes each of the four file types to the Opened files screen, and nothing else', () => {
    const files = new OpenedFiles();
    for (const name of ['term.ccpack', 'Family.CCEXERCISE', 'tam.ccsubmission', 'tam.ccfeedback'])
      expect(routeForOpenedPaths(files, [write(name, '{}')])).toBe('/opened');
    expect(files.list().map((f) => f.extension)).toEqual(['ccpack', 'ccexercise', 'ccsubmission', 'ccfeedback']);
    expect(routeForOpenedPaths(files, [write('notes.txt', 'x')])).toBeNull();
    expect(routeForOpenedPaths(files, [])).toBeNull();
    expect(files.list()).toHaveLength(4);
  });
});

describe('files dropped onto the window', () => {
  it('wait like opened ones: BOM dropped, the same drop listed once, the size checked, other types refused', () => {
    const files = new OpenedFiles();
    const first = files.addContent('C:\\Users\\tam\\tam.ccsubmission', '\uFEFF{"a":1}')!;
    expect(first).toMatchObject({ fileName: 'tam.ccsubmission', extension: 'ccsubmission', problem: null });
    expect(files.content(first.id, 'ccsubmission')).toEqual({ fileName: 'tam.ccsubmission', content: '{"a":1}' });
    expect(files.addContent('tam.ccsubmission', '{"a":1}')!.id).toBe(first.id);
    expect(files.addContent('tam.ccsubmission', '{"a":2}')!.id).not.toBe(first.id);
    expect(files.addContent('notes.txt', 'x')).toBeNull();
    const huge = files.addContent('big.ccexercise', ' '.repeat(MAX_IMPORT_CHARS + 1))!;
    expect(huge.problem).toBe('too_large');
    expect(() => files.content(huge.id, 'ccexercise')).toThrow(/larger than the app can import/);
    expect(() => files.content(first.id, 'ccfeedback')).toThrow(/not a \.ccfeedback file/);
  });
});

describe('files.* methods', () => {
  let from: Awaited<ReturnType<typeof startLibraryServices>>;
  let to: Awaited<ReturnType<typeof startLibraryServices>>;
  beforeEach(async () => {
    from = await startLibraryServices();
    to = await startLibraryServices();
  });
  afterEach(() => {
    from.cleanup();
    to.cleanup();
  });

  async function value<T>(svc: typeof from, method: string, request: unknown = {}): Promise<T> {
    const result = await svc.dispatch(method, request);
    if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
    return result.value as T;
  }

  async function exportedPack(): Promise<string> {
    const culture = await value<{ id: string }>(from, 'cultures.create', { name: 'Korean', languages: ['en'] });
    const scenario = from.library.create(from.session.profile, {
      cultureId: culture.id,
      title: 'Han and exam pressure',
      language: 'en',
      postText: 'Since the exam I carry a heavy han that no one at home will name.',
      risk: 'none',
      themes: [],
      contentWarnings: [],
      demographics: Object.fromEntries(
        [
          'settlement',
          'gender',
          'age',
          'born_in',
          'marital_status',
          'number_of_people_in_household',
          'education',
          'profession',
          'employment',
          'social_class',
          'religion',
        ].map((k) => [k, 'unknown']),
      ) as never,
    });
    const pack = await value<{ fileName: string; content: string }>(from, 'export.pack', { ids: [scenario.id] });
    expect(pack.fileName).toMatch(/\.ccpack$/);
    return write(pack.fileName, pack.content);
  }

  it('an instructor previews an opened pack, imports it once, and it stops waiting', async () => {
    to.openedFiles.add(await exportedPack());
    const [file] = await value<OpenedFile[]>(to, 'files.opened');
    const preview = await value<PackImportReport>(to, 'files.importPack', { id: file!.id });
    expect(preview).toMatchObject({ dryRun: true, added: 1, batchId: null });
    expect(await value<OpenedFile[]>(to, 'files.opened')).toHaveLength(1);

    const result = await value<PackImportReport>(to, 'files.importPack', { id: file!.id, dryRun: false });
    expect(result).toMatchObject({ dryRun: false, added: 1, culturesAdded: ['korean'] });
    expect(result.batchId).toEqual(expect.any(Number));
    expect(await value<OpenedFile[]>(to, 'files.opened')).toEqual([]);
    expect(await to.dispatch('files.importPack', { id: file!.id, dryRun: false })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('a file that is not a valid pack is refused with its reason and keeps waiting', async () => {
    to.openedFiles.add(write('broken.ccpack', '{"format": "something-else"}'));
    const [file] = await value<OpenedFile[]>(to, 'files.opened');
    expect(await to.dispatch('files.importPack', { id: file!.id, dryRun: false })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', message: expect.stringContaining('broken.ccpack') },
    });
    expect(await value<OpenedFile[]>(to, 'files.opened')).toHaveLength(1);
  });

  it('listing needs a profile; previewing and importing need an instructor; anyone signed in may dismiss', async () => {
    to.openedFiles.add(await exportedPack());
    const [file] = await value<OpenedFile[]>(to, 'files.opened');
    const trainee = await to.profiles.create(to.session.profile, { displayName: 'Sam', role: 'trainee' });
    await to.profiles.switchTo(to.session, trainee.id);
    expect(await to.dispatch('files.importPack', { id: file!.id })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    to.session.signOut();
    expect(await to.dispatch('files.opened', {})).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
    await to.profiles.switchTo(to.session, trainee.id);
    await value(to, 'files.dismiss', { id: file!.id });
    expect(await value<OpenedFile[]>(to, 'files.opened')).toEqual([]);
  });

  it('files.add takes a dropped file of the app’s types (signed in) and refuses other files', async () => {
    const added = await value<OpenedFile>(to, 'files.add', { fileName: 'Family.ccexercise', content: '{}' });
    expect(added).toMatchObject({ fileName: 'Family.ccexercise', extension: 'ccexercise' });
    expect(await to.dispatch('files.add', { fileName: 'notes.txt', content: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', message: expect.stringContaining('.ccsubmission') },
    });
    to.session.signOut();
    expect(await to.dispatch('files.add', { fileName: 'a.ccpack', content: '{}' })).toMatchObject({
      ok: false,
      error: { code: 'not_signed_in' },
    });
  });
});
