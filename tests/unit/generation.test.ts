// Generating strategy responses through a real (streaming) chat server: prompts per strategy, partial
// text streamed, responses stored with provenance and shown with the scenario, cancellation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaskEvent } from '../../shared/api/events';
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { startLibraryServices } from '../helpers/library';

let s: Awaited<ReturnType<typeof startLibraryServices>>;
let server: ChatServer;
beforeEach(async () => {
  s = await startLibraryServices();
  server = await startChatServer((request) => ({
    kind: 'reply',
    content: `Generated reply number ${request.index} with several words in it.`,
  }));
  await s.dispatch('judges.save', { label: 'Local model', baseUrl: server.baseUrl, model: 'fixture-gen' });
});
afterEach(async () => {
  s.cleanup();
  await server.close();
});

const scenarioId = () =>
  (s.db.prepare("SELECT id FROM scenario WHERE uid = 'builtin:de-01'").get() as { id: number }).id;

async function runTask(
  request: unknown,
  onEvent?: (e: TaskEvent) => void,
  cancelAfterOutput = false,
): Promise<TaskEvent> {
  let taskId = '';
  const end = new Promise<TaskEvent>((resolve) =>
    s.tasks.onEvent((event) => {
      if (event.taskId !== taskId) return;
      onEvent?.(event);
      if (cancelAfterOutput && event.type === 'task.output') s.tasks.cancel(taskId);
      if (event.type === 'task.done' || event.type === 'task.failed') resolve(event);
    }),
  );
  const started = await s.dispatch('generate.run', request);
  if (!started.ok) throw new Error(started.error.message);
  taskId = (started.value as { taskId: string }).taskId;
  return end;
}

describe('generation', () => {
  it('streams each strategy, stores it with provenance, and shows it with the scenario', async () => {
    const outputs: string[] = [];
    const end = await runTask(
      { scenarioId: scenarioId(), strategies: ['standard', 'cga'], providerId: 'local-model' },
      (e) => {
        if (e.type === 'task.output') outputs.push(`${e.key}:${e.text}`);
      },
    );
    expect(end.type).toBe('task.done');
    expect(outputs.filter((o) => o.startsWith('standard:')).length).toBeGreaterThan(3);
    const requests = server.chatRequests();
    expect(requests).toHaveLength(2);
    expect(requests.every((r) => r.body?.stream === true)).toBe(true);
    const detail = s.library.get(scenarioId());
    const cgaPrompt = JSON.stringify(requests[1]!.body?.messages);
    expect(cgaPrompt).toContain(detail.postText!.slice(0, 40).replace(/"/g, '\\"'));
    expect(cgaPrompt).toContain(detail.postSpans.find((sp) => sp.kind === 'distress')!.phrase.replace(/"/g, '\\"'));
    // Only +cga carries the annotations (with their labels); Standard gets the post alone.
    expect(cgaPrompt).toContain('(intensity:');
    expect(JSON.stringify(requests[0]!.body?.messages)).not.toContain('(intensity:');

    const generated = detail.responses.filter((r) => r.kind === 'generated');
    expect(generated.map((r) => r.strategy)).toEqual(['standard', 'cga']);
    expect(generated[1]!.text).toBe('Generated reply number 1 with several words in it.');
    expect(generated[1]!.provenance).toMatchObject({
      type: 'model',
      model: 'fixture-gen',
      provider: 'Local model (127.0.0.1)',
      promptHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      settings: { temperature: 0.7 },
    });
    // The authored exemplars are still there beside the generated ones.
    expect(detail.responses.filter((r) => r.kind === 'exemplar')).toHaveLength(5);
  });

  it('cancels mid-stream and stores nothing for the cancelled response', async () => {
    server.handle(() => ({
      kind: 'reply',
      content: 'one two three four five six seven eight nine ten',
      chunkDelayMs: 30,
    }));
    const end = await runTask(
      { scenarioId: scenarioId(), strategies: ['guided'], providerId: 'local-model' },
      undefined,
      true,
    );
    expect(end).toMatchObject({ type: 'task.failed', error: { code: 'cancelled' } });
    expect(s.library.get(scenarioId()).responses.filter((r) => r.kind === 'generated')).toEqual([]);
  });

  it('refuses unknown models, posts without text and trainees before starting', async () => {
    expect(
      await s.dispatch('generate.run', { scenarioId: scenarioId(), strategies: ['cga'], providerId: 'nope' }),
    ).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(
      await s.dispatch('generate.run', { scenarioId: scenarioId(), strategies: [], providerId: 'local-model' }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    await s.profiles.create(s.session.profile, { displayName: 'Sam', role: 'trainee' });
    await s.profiles.switchTo(s.session, s.profiles.list().find((p) => p.displayName === 'Sam')!.id);
    expect(
      await s.dispatch('generate.run', { scenarioId: scenarioId(), strategies: ['cga'], providerId: 'local-model' }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
});
