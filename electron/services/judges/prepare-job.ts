// Prepares a judge job before any request: validates it, builds its prompt, hashes and cache key.
import { promptHash, textHash } from '../../../shared/prompts/hash';
import type { JudgePrompt } from '../../../shared/prompts/judge-prompt';
import { requireItem } from '../../../shared/rubrics/registry';
import { contextHash } from '../../../shared/scoring/context-hash';
import type { RubricItem } from '../../../shared/rubrics/types';
import { judgementTargetSchema, type JudgementTarget } from '../../../shared/scoring/judgement';
import { judgementCacheKey } from './cache-key';
import type { JudgeJob } from './jobs';
import { promptForJudge } from './score-item';

export type PreparedJob = {
  index: number;
  job: JudgeJob;
  item: RubricItem;
  target: JudgementTarget;
  prompt: JudgePrompt;
  promptHash: string;
  textHash: string;
  /** The post and culture the text is judged in. */
  contextHash: string;
  cacheKey: string;
};

/** Throws for an unknown item, a blank text or a target without id, so a run fails before any request. */
export function prepareJob(job: JudgeJob, index: number): PreparedJob {
  const item = requireItem(job.rubric, job.itemId);
  const target = judgementTargetSchema.parse(job.target ?? { type: 'text', id: null });
  const prompt = promptForJudge(job.judge, item, job.input);
  const hashOfPrompt = promptHash(prompt.messages);
  const hashOfText = textHash(job.input.reply);
  const cacheKey = judgementCacheKey({
    judgeId: job.judge.id,
    judgeSettings:
      job.judge.scoring.coverageFloor === undefined
        ? job.judge.settingsFingerprint
        : `${job.judge.settingsFingerprint}|coverageFloor=${job.judge.scoring.coverageFloor}`,
    rubricId: job.rubric.id,
    rubricVersion: job.rubric.version,
    item: item.id,
    promptHash: hashOfPrompt,
    textHash: hashOfText,
  });
  return {
    index,
    job,
    item,
    target,
    prompt,
    promptHash: hashOfPrompt,
    textHash: hashOfText,
    contextHash: contextHash(job.input.post, job.input.culture),
    cacheKey,
  };
}
