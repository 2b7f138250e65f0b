// Where the scheduler keeps judgements: the SQLite judgement table behind a small interface.
import type { Database } from 'better-sqlite3';
import type { Judgement, NewJudgement } from '../../../shared/scoring/judgement';
import { findJudgementByCacheKey, saveJudgement } from './queries';

export interface JudgementStore {
  find(cacheKey: string): Judgement | undefined;
  save(judgement: NewJudgement): Judgement;
}

export const sqliteJudgementStore = (db: Database): JudgementStore => ({
  find: (cacheKey) => findJudgementByCacheKey(db, cacheKey),
  save: (judgement) => saveJudgement(db, judgement),
});
