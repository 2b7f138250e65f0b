// Human ratings over the real services: who may give self, peer and supervisor ratings, scores from
// the rubric's scale values (null for "not applicable"), one rating per rater and item, validation,
// and who sees which ratings.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttemptState } from '../../shared/domain/practice';
import type { HumanRating } from '../../shared/domain/ratings';
import { startPracticeServices, type PracticeServices } from '../helpers/practice';

let s: PracticeServices;
let versionId: number;
beforeEach(async () => {
  s = await startPracticeServices();
  await s.addIdleJudge();
  const exercise = await s.createExercise({ steps: ['draft'], feedbackRounds: 1 });
  await s.as('trainee');
  const attempt = await s.call<AttemptState>('practice.open', {
    exerciseId: exercise.id,
    scenarioId: exercise.scenarios[0]!.id,
  });
  await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
  versionId = (
    await s.call<AttemptState>('practice.submitVersion', {
      attemptId: attempt.id,
      text: 'That sounds so hard. You are not selfish.',
      forFeedback: true,
    })
  ).versions[0]!.id;
});
afterEach(() => s.cleanup());

const onVersion = (extra: Record<string, unknown>) => ({ targetType: 'draft_version', targetId: versionId, ...extra });

describe('saving ratings', () => {
  it('stores a self-rating with the option’s value on the item’s scale, one per item, updated in place', async () => {
    const saved = await s.call<HumanRating[]>(
      'ratings.save',
      onVersion({ rubricId: 'rubric-a', role: 'self', scores: { empathy: '4', helpfulness: '2' }, note: 'First try' }),
    );
    expect(saved).toEqual([
      expect.objectContaining({
        targetType: 'draft_version',
        targetId: versionId,
        rubricId: 'rubric-a',
        rubricVersion: 1,
        item: 'empathy',
        role: 'self',
        raterId: s.ids.trainee,
        raterName: 'Tam',
        score: 4,
        option: '4',
        note: 'First try',
      }),
      expect.objectContaining({ item: 'helpfulness', score: 2, option: '2' }),
    ]);
    const b = await s.call<HumanRating[]>(
      'ratings.save',
      onVersion({
        rubricId: 'rubric-b',
        role: 'self',
        scores: {
          cognitive_empathy: 'strongly_agree',
          overly_negative: 'somewhat',
          risk_handling: 'not_applicable',
          usefulness_for_training: 'with_revision',
        },
      }),
    );
    const byItem = Object.fromEntries(
      b.filter((r) => r.rubricId === 'rubric-b').map((r) => [r.item, [r.option, r.score]]),
    );
    expect(byItem).toEqual({
      cognitive_empathy: ['strongly_agree', 5],
      overly_negative: ['somewhat', 1],
      risk_handling: ['not_applicable', null],
      usefulness_for_training: ['with_revision', 1],
    });

    // Saving the item again changes the one rating; null removes it; the note stays unless given.
    const updated = await s.call<HumanRating[]>(
      'ratings.save',
      onVersion({ rubricId: 'rubric-a', role: 'self', scores: { empathy: '5', helpfulness: null } }),
    );
    expect(updated.filter((r) => r.rubricId === 'rubric-a').map((r) => [r.item, r.score, r.note])).toEqual([
      ['empathy', 5, 'First try'],
    ]);
    expect(s.db.prepare("SELECT count(*) AS n FROM rating WHERE rubric_id = 'rubric-a'").get()).toEqual({ n: 1 });
  });

  it('checks items and options against the rubric, and that the target exists', async () => {
    const bad = [
      onVersion({ rubricId: 'rubric-a', role: 'self', scores: { empathy: '6' } }),
      onVersion({ rubricId: 'rubric-a', role: 'self', scores: { empathy: 'agree' } }),
      onVersion({ rubricId: 'rubric-a', role: 'self', scores: { warmth: '4' } }),
      onVersion({ rubricId: 'rubric-b', role: 'self', scores: { cognitive_empathy: '4' } }),
      onVersion({ rubricId: 'rubric-c', role: 'self', scores: { empathy: '4' } }),
      onVersion({ rubricId: 'rubric-a', role: 'mentor', scores: { empathy: '4' } }),
    ];
    for (const request of bad) expect((await s.failure('ratings.save', request)).code).toBe('invalid_request');
    // A refused save writes nothing, not even its valid items.
    await s.failure(
      'ratings.save',
      onVersion({ rubricId: 'rubric-a', role: 'self', scores: { empathy: '4', warmth: '4' } }),
    );
    expect(s.db.prepare('SELECT count(*) AS n FROM rating').get()).toEqual({ n: 0 });
    expect(
      (
        await s.failure('ratings.save', {
          targetType: 'draft_version',
          targetId: 99999,
          rubricId: 'rubric-a',
          role: 'self',
          scores: { empathy: '4' },
        })
      ).code,
    ).toBe('not_found');
    expect((await s.failure('ratings.list', { targetType: 'response', targetId: 99999 })).code).toBe('not_found');
  });
});

describe('who may rate', () => {
  it('self: only the draft’s owner; peer: only another trainee; supervisor: only supervisors', async () => {
    const rate = (role: string) => onVersion({ rubricId: 'rubric-a', role, scores: { empathy: '3' } });
    expect((await s.failure('ratings.save', rate('peer'))).code).toBe('forbidden');
    expect((await s.failure('ratings.save', rate('supervisor'))).code).toBe('forbidden');
    await s.call('ratings.save', rate('self'));

    await s.as('other');
    expect((await s.failure('ratings.save', rate('self'))).code).toBe('forbidden');
    expect((await s.failure('ratings.save', rate('supervisor'))).code).toBe('forbidden');
    await s.call('ratings.save', rate('peer'));

    await s.as('instructor');
    for (const role of ['self', 'peer', 'supervisor'])
      expect((await s.failure('ratings.save', rate(role))).code).toBe('forbidden');

    await s.as('supervisor');
    expect((await s.failure('ratings.save', rate('peer'))).code).toBe('forbidden');
    const all = await s.call<HumanRating[]>('ratings.save', rate('supervisor'));
    expect(all.map((r) => [r.role, r.raterName]).sort()).toEqual([
      ['peer', 'Uli'],
      ['self', 'Tam'],
      ['supervisor', 'Dr. Sup'],
    ]);
  });

  it('library responses: supervisors and peers rate them here; self-ratings belong to a critique', async () => {
    const response = (s.db.prepare("SELECT id FROM response WHERE strategy = 'cga' LIMIT 1").get() as { id: number })
      .id;
    const rate = (role: string) => ({
      targetType: 'response',
      targetId: response,
      rubricId: 'rubric-b',
      role,
      scores: { cultural_understanding: 'partially' },
    });
    expect((await s.failure('ratings.save', rate('self'))).message).toMatch(/critique/);
    expect((await s.call<HumanRating[]>('ratings.save', rate('peer')))[0]).toMatchObject({
      role: 'peer',
      score: 1,
      raterName: 'Tam',
    });
    await s.as('supervisor');
    expect((await s.call<HumanRating[]>('ratings.save', rate('supervisor'))).map((r) => r.role).sort()).toEqual([
      'peer',
      'supervisor',
    ]);
  });
});

describe('listing ratings', () => {
  it('shows the owner, instructors and supervisors every rating on a draft; other trainees only their own', async () => {
    await s.call('ratings.save', onVersion({ rubricId: 'rubric-a', role: 'self', scores: { empathy: '4' } }));
    await s.as('other');
    await s.call('ratings.save', onVersion({ rubricId: 'rubric-a', role: 'peer', scores: { empathy: '2' } }));
    await s.as('supervisor');
    await s.call('ratings.save', onVersion({ rubricId: 'rubric-a', role: 'supervisor', scores: { empathy: '3' } }));

    const list = (who: string) =>
      s
        .call<HumanRating[]>('ratings.list', { targetType: 'draft_version', targetId: versionId })
        .then((l) => l.map((r) => `${who}:${r.role}:${r.score}`).sort());
    expect(await list('sup')).toEqual(['sup:peer:2', 'sup:self:4', 'sup:supervisor:3']);
    await s.as('instructor');
    expect(await list('ins')).toEqual(['ins:peer:2', 'ins:self:4', 'ins:supervisor:3']);
    await s.as('trainee');
    expect(await list('own')).toEqual(['own:peer:2', 'own:self:4', 'own:supervisor:3']);
    await s.as('other');
    expect(await list('peer')).toEqual(['peer:peer:2']);
  });

  it('keeps a rating when its rater’s profile is deleted, without a name', async () => {
    await s.as('other');
    await s.call('ratings.save', onVersion({ rubricId: 'rubric-a', role: 'peer', scores: { empathy: '2' } }));
    await s.as('instructor');
    await s.call('profiles.delete', { profileId: s.ids.other });
    expect(await s.call<HumanRating[]>('ratings.list', { targetType: 'draft_version', targetId: versionId })).toEqual([
      expect.objectContaining({ role: 'peer', raterId: null, raterName: null, score: 2 }),
    ]);
  });
});
