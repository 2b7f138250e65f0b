// Exported scenario packs leave out the author's profile name unless the exporter chooses to sign.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMOGRAPHIC_FIELDS } from '../../shared/domain/vocabulary';
import { startLibraryServices } from '../helpers/library';

let a: Awaited<ReturnType<typeof startLibraryServices>>;
let b: Awaited<ReturnType<typeof startLibraryServices>>;
beforeEach(async () => {
  a = await startLibraryServices();
  b = await startLibraryServices();
});
afterEach(() => {
  a.cleanup();
  b.cleanup();
});

async function value<T>(svc: typeof a, method: string, request: unknown): Promise<T> {
  const result = await svc.dispatch(method, request);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as T;
}

function authored() {
  const created = a.library.create(a.session.profile, {
    cultureId: 'german',
    title: 'Ausbildung und Heimweh',
    language: 'de',
    postText: 'Seit ich für die Ausbildung umgezogen bin, fühlt sich jeder Abend leer an.',
    risk: 'none',
    themes: [],
    contentWarnings: [],
    demographics: Object.fromEntries(DEMOGRAPHIC_FIELDS.map((k) => [k, 'unknown'])) as never,
  });
  a.library.saveResponse(a.session.profile, {
    scenarioId: created.id,
    kind: 'exemplar',
    strategy: 'standard',
    text: 'Das klingt nach vielen einsamen Abenden.',
    empathy: null,
  });
  return created.id;
}

describe('pack authorship', () => {
  it('leaves the profile name out by default', async () => {
    const id = authored();
    expect(JSON.stringify(a.library.get(id).provenance)).toContain('Prof');
    const pack = await value<{ content: string }>(a, 'export.pack', { ids: [id] });
    expect(pack.content).not.toContain('Prof');
    const parsed = JSON.parse(pack.content) as {
      signedBy?: string;
      scenarios: { provenance: { by: unknown }; responses: { provenance: { by: unknown } }[] }[];
    };
    expect(parsed.signedBy).toBeUndefined();
    expect(parsed.scenarios[0]!.provenance).toEqual({ type: 'authored', by: null });
    expect(parsed.scenarios[0]!.responses[0]!.provenance).toEqual({ type: 'authored', by: null });
    // It still imports as an authored scenario, just without a name.
    const report = await value<{ added: number }>(b, 'import.pack', { fileName: 'p.json', content: pack.content });
    expect(report.added).toBe(1);
  });

  it('signs with the exporter’s name when asked', async () => {
    const id = authored();
    const pack = await value<{ content: string }>(a, 'export.pack', { ids: [id], sign: true });
    const parsed = JSON.parse(pack.content) as { signedBy?: string; scenarios: { provenance: { by: unknown } }[] };
    expect(parsed.signedBy).toBe('Prof');
    expect(parsed.scenarios[0]!.provenance).toEqual({ type: 'authored', by: 'Prof' });
    const report = await value<{ added: number }>(b, 'import.pack', { fileName: 'p.json', content: pack.content });
    expect(report.added).toBe(1);
  });
});
