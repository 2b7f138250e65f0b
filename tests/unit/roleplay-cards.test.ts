// Role cards through the API: built from a scenario and a seed (the same seed gives the same card),
// edited and locked by instructors, re-sampled keeping locked attributes, every change a new version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCard } from '../../shared/domain/roleplay';
import { buildRoleCardAttributes } from '../../shared/roleplay/build-card';
import { startRoleplayServices, type RoleplayServices } from '../helpers/roleplay';

let s: RoleplayServices;
beforeAll(async () => {
  s = await startRoleplayServices();
}, 60_000);
afterAll(async () => {
  await s.close();
});

describe('role cards', () => {
  it('are built from the scenario and the seed, reproducibly', async () => {
    await s.as('instructor');
    const zh = s.scenarioId('builtin:zh-03');
    expect(s.card).toMatchObject({
      scenarioId: zh,
      cultureId: 'chinese',
      language: 'en',
      seed: 42,
      version: 1,
      locked: [],
    });
    expect(s.card.scenarioTitle).toContain('Eldest son');
    const again = await s.call<RoleCard>('roleplay.cards.create', { scenarioId: zh, seed: 42 });
    expect(again.id).not.toBe(s.card.id);
    expect(again.attributes).toEqual(s.card.attributes);
    const other = await s.call<RoleCard>('roleplay.cards.create', { scenarioId: zh, seed: 43 });
    expect(other.attributes).not.toEqual(s.card.attributes);
    expect(other.attributes.stressor).toBe(s.card.attributes.stressor);
    // A random seed when none is given; the card is still what that seed gives.
    const random = await s.call<RoleCard>('roleplay.cards.create', { scenarioId: zh });
    const detail = await s.call<{
      postText: string;
      cultureId: string;
      demographics: Record<string, string>;
      themes: string[];
      postSpans: { kind: string; label: string | null; phrase: string }[];
    }>('library.get', { id: zh });
    expect(random.attributes).toEqual(
      buildRoleCardAttributes(
        {
          cultureId: 'chinese',
          cultureName: 'Chinese',
          postText: detail.postText,
          demographics: detail.demographics,
          themes: detail.themes,
          spans: detail.postSpans,
        },
        random.seed,
      ),
    );
    const listed = await s.call<RoleCard[]>('roleplay.cards.list', { scenarioId: zh });
    expect(listed.map((c) => c.id)).toEqual(expect.arrayContaining([s.card.id, again.id, other.id, random.id]));
    expect(await s.call<RoleCard[]>('roleplay.cards.list', { scenarioId: s.scenarioId('builtin:de-01') })).toEqual([]);
  });

  it('lock edited attributes, keep locked ones on reseed, and save each change as a version', async () => {
    await s.as('instructor');
    const card = await s.call<RoleCard>('roleplay.cards.create', {
      scenarioId: s.scenarioId('builtin:de-01'),
      seed: 1,
    });
    const edited = await s.call<RoleCard>('roleplay.cards.update', {
      id: card.id,
      attributes: { trust: 'low', triggers: ['being rushed'] },
    });
    expect(edited).toMatchObject({ version: 2, seed: 1, locked: ['trust', 'triggers'] });
    expect(edited.attributes).toEqual({ ...card.attributes, trust: 'low', triggers: ['being rushed'] });

    // No change, no new version.
    expect(
      (await s.call<RoleCard>('roleplay.cards.update', { id: card.id, attributes: { trust: 'low' } })).version,
    ).toBe(2);

    const reseeded = await s.call<RoleCard>('roleplay.cards.update', { id: card.id, reseed: 99 });
    expect(reseeded).toMatchObject({ version: 3, seed: 99, locked: ['trust', 'triggers'] });
    expect(reseeded.attributes.trust).toBe('low');
    expect(reseeded.attributes.triggers).toEqual(['being rushed']);
    const fresh = await s.call<RoleCard>('roleplay.cards.create', {
      scenarioId: s.scenarioId('builtin:de-01'),
      seed: 99,
    });
    expect({ ...reseeded.attributes, trust: fresh.attributes.trust, triggers: fresh.attributes.triggers }).toEqual(
      fresh.attributes,
    );

    // Unlocking: `locked` lists what stays locked; the next reseed re-samples the rest.
    const unlocked = await s.call<RoleCard>('roleplay.cards.update', { id: card.id, locked: ['triggers'] });
    expect(unlocked).toMatchObject({ version: 4, locked: ['triggers'] });
    const again = await s.call<RoleCard>('roleplay.cards.update', { id: card.id, reseed: 99 });
    expect(again.attributes.trust).toBe(fresh.attributes.trust);
    expect(again.attributes.triggers).toEqual(['being rushed']);

    const versions = s.roleplay.cards.versions(card.id);
    expect(versions.map((v) => [v.version, v.seed, v.locked])).toEqual([
      [1, 1, []],
      [2, 1, ['trust', 'triggers']],
      [3, 99, ['trust', 'triggers']],
      [4, 99, ['triggers']],
      [5, 99, ['triggers']],
    ]);
    expect(versions[0]!.attributes).toEqual(card.attributes);
    expect(versions[2]!.attributes).toEqual(reseeded.attributes);
    expect((await s.call<RoleCard>('roleplay.cards.get', { id: card.id })).version).toBe(5);
  });

  it('refuse invalid edits and unknown cards or scenarios', async () => {
    await s.as('instructor');
    expect((await s.failure('roleplay.cards.update', { id: s.card.id, attributes: { trust: 'blind' } })).code).toBe(
      'invalid_request',
    );
    expect((await s.failure('roleplay.cards.update', { id: s.card.id, attributes: { lifeEvents: [] } })).code).toBe(
      'invalid_request',
    );
    expect((await s.failure('roleplay.cards.update', { id: 9999, reseed: 1 })).code).toBe('not_found');
    expect((await s.failure('roleplay.cards.get', { id: 9999 })).code).toBe('not_found');
    expect((await s.failure('roleplay.cards.create', { scenarioId: 9999 })).code).toBe('not_found');
  });

  it('are read by everyone but made and changed only by instructors', async () => {
    await s.as('trainee');
    expect((await s.call<RoleCard>('roleplay.cards.get', { id: s.card.id })).id).toBe(s.card.id);
    expect((await s.call<RoleCard[]>('roleplay.cards.list', {})).length).toBeGreaterThan(0);
    expect((await s.failure('roleplay.cards.create', { scenarioId: s.scenarioId('builtin:zh-03') })).code).toBe(
      'forbidden',
    );
    expect((await s.failure('roleplay.cards.update', { id: s.card.id, reseed: 3 })).code).toBe('forbidden');
    await s.as('supervisor');
    expect((await s.failure('roleplay.cards.update', { id: s.card.id, reseed: 3 })).code).toBe('forbidden');
  });
});
