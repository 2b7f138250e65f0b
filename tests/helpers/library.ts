// Services with the real built-in library installed, signed in as an instructor.
import { join } from 'node:path';
import { startServices } from '../../electron/services/app-services';
import { memoryStore } from './services';
import { makeTempDir } from './temp-dir';

export const LIBRARY_DIR = join(import.meta.dirname, '..', '..', 'assets', 'library');

export async function startLibraryServices(dataDir?: string) {
  const dir = dataDir ? null : makeTempDir();
  const services = startServices({
    dataDir: dataDir ?? dir!.path,
    shell: 'browser',
    settingsStore: memoryStore(),
    libraryDir: LIBRARY_DIR,
  });
  if (services.profiles.list().length === 0)
    await services.profiles.create(services.session.profile, {
      displayName: 'Prof',
      role: 'instructor',
      passcode: 'teach-123',
    });
  await services.profiles.switchTo(
    services.session,
    services.profiles.list().find((p) => p.role === 'instructor')!.id,
    'teach-123',
  );
  return Object.assign(services, {
    cleanup: () => {
      services.stop();
      dir?.remove();
    },
  });
}
