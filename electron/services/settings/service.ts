// App settings (UI language, last profile, window bounds) in electron-store, or `conf` where Electron is absent.
import { z } from 'zod';
import { DEFAULT_LOCALE, UI_LOCALES, type UiLocale } from '../../../shared/i18n/locales';
import type { Settings } from '../../../shared/api/contract';

/** The part of the electron-store / conf API the service uses (electron-store extends conf). */
export type KeyValueStore = {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  readonly path: string;
};

export const windowBoundsSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(640).max(10000),
  height: z.number().int().min(480).max(10000),
  maximized: z.boolean().default(false),
});
export type WindowBounds = z.infer<typeof windowBoundsSchema>;

const languageSchema = z.enum(UI_LOCALES);
const profileIdSchema = z.number().int().positive();

export class SettingsService {
  constructor(private readonly store: KeyValueStore) {}

  get path(): string {
    return this.store.path;
  }

  /** Stored values are checked on read: a hand-edited or damaged value falls back to its default. */
  get(): Settings {
    const language = languageSchema.safeParse(this.store.get('language'));
    const lastProfile = profileIdSchema.safeParse(this.store.get('lastProfileId'));
    return {
      language: language.success ? language.data : DEFAULT_LOCALE,
      languageChosen: language.success,
      lastProfileId: lastProfile.success ? lastProfile.data : null,
    };
  }

  setLanguage(language: UiLocale): Settings {
    this.store.set('language', language);
    return this.get();
  }

  setLastProfile(profileId: number | null): void {
    if (profileId === null) this.store.delete('lastProfileId');
    else this.store.set('lastProfileId', profileId);
  }

  /** Has this person put the first-run set-up checklist away? */
  setupDismissed(profileId: number): boolean {
    const parsed = z.array(profileIdSchema).max(10_000).safeParse(this.store.get('setupDismissedBy'));
    return parsed.success && parsed.data.includes(profileId);
  }

  dismissSetup(profileId: number): void {
    const parsed = z.array(profileIdSchema).max(10_000).safeParse(this.store.get('setupDismissedBy'));
    const ids = parsed.success ? parsed.data : [];
    if (!ids.includes(profileId)) this.store.set('setupDismissedBy', [...ids, profileId]);
  }

  windowBounds(): WindowBounds | null {
    const parsed = windowBoundsSchema.safeParse(this.store.get('windowBounds'));
    return parsed.success ? parsed.data : null;
  }

  setWindowBounds(bounds: WindowBounds): void {
    this.store.set('windowBounds', windowBoundsSchema.parse(bounds));
  }
}
