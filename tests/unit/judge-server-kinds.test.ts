// Judges' server kinds through the API: the instructor's choice is stored and sets the default number of requests at once
// (this computer 2, department server 16, commercial API 8); without a kind the address decides; a typed number wins;
// and bad kinds are refused with a clear error.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inferServerKind, SERVER_KIND_CONCURRENCY } from '../../shared/domain/judge-servers';
import type { JudgeProvider } from '../../shared/domain/judging';
import { startLibraryServices } from '../helpers/library';

let s: Awaited<ReturnType<typeof startLibraryServices>>;
beforeEach(async () => {
  s = await startLibraryServices();
});
afterEach(() => s.cleanup());

async function save(request: Record<string, unknown>) {
  return s.dispatch('judges.save', { label: 'Judge', model: 'm', ...request });
}
async function saved(request: Record<string, unknown>): Promise<JudgeProvider> {
  const result = await save(request);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as JudgeProvider;
}

describe('judge server kinds', () => {
  it('stores the chosen kind and starts from its default concurrency', async () => {
    const laptop = await saved({ label: 'Laptop', baseUrl: 'http://127.0.0.1:8080/v1', serverKind: 'this-computer' });
    const uni = await saved({ label: 'Uni', baseUrl: 'https://llm.uni.example/v1', serverKind: 'department' });
    const api = await saved({ label: 'Api', baseUrl: 'https://llm.vendor.example/v1', serverKind: 'commercial' });
    expect([laptop, uni, api].map((j) => [j.serverKind, j.maxConcurrency])).toEqual([
      ['this-computer', 2],
      ['department', 16],
      ['commercial', 8],
    ]);
    expect(SERVER_KIND_CONCURRENCY).toEqual({ 'this-computer': 2, department: 16, commercial: 8 });
  });

  it('guesses the kind from the address when none is given (CLI, older callers), and a typed number wins', async () => {
    expect(await saved({ baseUrl: 'http://localhost:11434/v1' })).toMatchObject({
      serverKind: 'this-computer',
      maxConcurrency: 2,
    });
    expect(await saved({ label: 'GPT', baseUrl: 'https://api.openai.com/v1' })).toMatchObject({
      serverKind: 'commercial',
      maxConcurrency: 8,
    });
    expect(
      await saved({
        label: 'Typed',
        baseUrl: 'https://gpu.lab.example/v1',
        serverKind: 'department',
        maxConcurrency: 5,
      }),
    ).toMatchObject({ serverKind: 'department', maxConcurrency: 5 });
    expect(inferServerKind('not a url')).toBe('department');
    expect(inferServerKind('http://[::1]:8000/v1')).toBe('this-computer');
  });

  it('keeps the kind when a judge is edited, and lists it', async () => {
    const judge = await saved({ baseUrl: 'https://gpu.lab.example/v1', serverKind: 'commercial' });
    const edited = await saved({
      id: judge.id,
      label: 'Renamed',
      baseUrl: judge.baseUrl,
      serverKind: 'commercial',
      maxConcurrency: 3,
    });
    expect(edited).toMatchObject({ serverKind: 'commercial', maxConcurrency: 3 });
    const list = await s.dispatch('judges.list', {});
    expect(list.ok && (list.value as JudgeProvider[]).map((j) => j.serverKind)).toEqual(['commercial']);
  });

  it('refuses an unknown kind', async () => {
    const result = await save({ baseUrl: 'https://x.example/v1', serverKind: 'cloud' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('invalid_request');
  });
});
