// The class dashboard for supervisors and instructors, over trainees' attempts (optionally one cohort,
// one exercise): score distributions per rubric item, means by culture and by week, spotting recall
// per signal type, the strategy mix against the adapted exemplars, judge-vs-supervisor agreement, and
// counts. Scores are those of completed attempts' final versions (see final-values.ts), as the caller
// may see them: blind first, an attempt they have not rated counts as awaiting their review.
import type { Database } from 'better-sqlite3';
import type { ClassDashboard, DashboardFilter } from '../../../shared/domain/review';
import { createAnalyzer } from '../analyzer';
import { requireRole, type Caller } from '../caller';
import type { CalibrationService } from '../calibration/service';
import { parseSnapshot } from '../practice/attempt-state';
import { exemplarsOf } from '../practice/snapshot';
import { finalVersionRow } from '../review/context';
import { finalValues } from './final-values';
import { isoWeek } from './iso-week';
import { attemptsInScope } from './scope';
import { scoreCharts } from './scores';
import { spottingRecall } from './spotting';
import {
  ADAPTED_STRATEGIES,
  StrategyMix,
  type AnalyzerFactory,
  type StrategyBatch,
  type StrategyText,
} from './strategy-mix';

/** `strategies` analyses a batch elsewhere (the app: a worker thread); else an analyzer loads here. */
export type DashboardOptions = { analyzer?: AnalyzerFactory; strategies?: StrategyBatch };

export class DashboardService {
  private readonly strategyMix: StrategyMix;

  constructor(
    private readonly db: Database,
    private readonly calibration: CalibrationService,
    options: DashboardOptions = {},
  ) {
    this.strategyMix = new StrategyMix(options.analyzer ?? (() => createAnalyzer()), options.strategies);
  }

  /** The class as the caller may see it: AI values of attempts they have not rated blind are left out and counted. */
  async classDashboard(caller: Caller, filter: DashboardFilter): Promise<ClassDashboard> {
    const viewer = requireRole(caller, ['supervisor', 'instructor']);
    const attempts = attemptsInScope(this.db, filter);
    const completed = attempts.filter((a) => a.status === 'completed');
    let awaitingReview = 0;
    const valued = completed.map((a) => {
      const snapshot = parseSnapshot(a.scenario_snapshot);
      const final = finalValues(this.db, a, viewer);
      if (final.awaitingReview) awaitingReview += 1;
      return {
        cultureId: snapshot.cultureId,
        cultureName: snapshot.cultureName,
        week: isoWeek(a.completed_at ?? a.updated_at),
        values: final.values,
      };
    });

    const texts: StrategyText[] = [];
    const scenarios = new Map<number, { post: string; language: StrategyText['language'] }>();
    for (const a of completed) {
      const snapshot = parseSnapshot(a.scenario_snapshot);
      const final = finalVersionRow(this.db, a.id);
      if (final)
        texts.push({ source: 'trainees', text: final.text, post: snapshot.postText, language: snapshot.language });
      if (a.scenario_id !== null && !scenarios.has(a.scenario_id))
        scenarios.set(a.scenario_id, { post: snapshot.postText, language: snapshot.language });
    }
    for (const [scenarioId, post] of scenarios) {
      for (const r of exemplarsOf(this.db, scenarioId)) {
        if (r.text && (ADAPTED_STRATEGIES as readonly (string | null)[]).includes(r.strategy))
          texts.push({ source: 'exemplars', text: r.text, ...post });
      }
    }

    const reviewed = completed.filter((a) =>
      this.db.prepare('SELECT 1 FROM review WHERE attempt_id = ? AND blind_submitted_at IS NOT NULL').get(a.id),
    ).length;
    return {
      ...scoreCharts(valued),
      spotting: spottingRecall(this.db, attempts),
      strategyMix: await this.strategyMix.mix(texts),
      agreement: this.calibration.rows(),
      counts: {
        trainees: new Set(attempts.map((a) => a.profile_id)).size,
        attempts: attempts.length,
        completed: completed.length,
        reviewed,
        awaitingReview,
      },
    };
  }

  stop(): Promise<void> {
    return this.strategyMix.dispose();
  }
}
