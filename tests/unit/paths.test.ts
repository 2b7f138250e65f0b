// Data folder resolution: --data-dir, then CULTURECARE_DATA_DIR, then the OS user-data folder.
import { describe, expect, it } from 'vitest';
import { dataDirFromArgv, defaultDataDir, resolveDataDir } from '../../electron/services/paths';

describe('data folder', () => {
  it('reads --data-dir in both spellings', () => {
    expect(dataDirFromArgv(['node', 'x', '--data-dir', '/a'])).toBe('/a');
    expect(dataDirFromArgv(['node', 'x', '--data-dir=/b'])).toBe('/b');
    expect(dataDirFromArgv(['node', 'x'])).toBeUndefined();
  });

  it('prefers the flag, then the environment, then the default', () => {
    expect(resolveDataDir({ argv: ['--data-dir', '/flag'], env: { CULTURECARE_DATA_DIR: '/env' } })).toBe('/flag');
    expect(resolveDataDir({ argv: [], env: { CULTURECARE_DATA_DIR: '/env' } })).toBe('/env');
    expect(resolveDataDir({ argv: [], env: { XDG_CONFIG_HOME: '/cfg' } })).toBe(
      defaultDataDir(process.platform, { XDG_CONFIG_HOME: '/cfg' }),
    );
  });

  it('matches Electron userData folders per platform', () => {
    expect(defaultDataDir('linux', { XDG_CONFIG_HOME: '/home/u/.config' })).toBe('/home/u/.config/CultureCare Trainer');
    expect(defaultDataDir('win32', { APPDATA: 'C:/Users/u/AppData/Roaming' })).toMatch(/Roaming.CultureCare Trainer$/);
    expect(defaultDataDir('darwin', {})).toMatch(/Library.Application Support.CultureCare Trainer$/);
  });
});
