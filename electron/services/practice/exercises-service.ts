// Exercises, as instructors set them (supervisors may read them): create, edit (each edit counts a
// version), duplicate, archive. Scenarios, judges and assigned profiles are checked before saving.
// Attempts copy an exercise's settings when they start, so edits never change work already begun.
import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import {
  CULEMO_EMOTIONS,
  EXERCISE_STEPS,
  type Exercise,
  type exerciseInputSchema,
} from '../../../shared/domain/practice';
import { AppError } from '../errors';
import type { JudgingService } from '../judges/service';
import type { Caller } from '../caller';
import { toConfig } from './config';
import * as q from './exercises-queries';

export type ExerciseFormInput = z.output<typeof exerciseInputSchema>;

const COPY_SUFFIX = ' (copy)';
const TITLE_MAX = 160;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

export class ExerciseService {
  constructor(
    private readonly db: Database,
    private readonly judging: JudgingService,
  ) {}

  list(includeArchived: boolean): Exercise[] {
    return q.listExercises(this.db, includeArchived);
  }

  get(id: number): Exercise {
    const exercise = q.getExercise(this.db, id);
    if (!exercise) throw new AppError('not_found', `There is no exercise with id ${id}.`);
    return exercise;
  }

  create(caller: Caller, input: ExerciseFormInput): Exercise {
    const clean = this.validate(input);
    const id = this.db.transaction(() => {
      const newId = q.insertExercise(this.db, { ...clean.fields, createdBy: caller?.id ?? null });
      q.replaceExerciseScenarios(this.db, newId, clean.scenarioIds);
      q.replaceExerciseAssignees(this.db, newId, clean.assignees);
      return newId;
    })();
    return this.get(id);
  }

  update(id: number, input: ExerciseFormInput): Exercise {
    this.get(id);
    const clean = this.validate(input);
    this.db.transaction(() => {
      q.updateExercise(this.db, id, clean.fields);
      q.replaceExerciseScenarios(this.db, id, clean.scenarioIds);
      q.replaceExerciseAssignees(this.db, id, clean.assignees);
    })();
    return this.get(id);
  }

  /**
   * A fresh, unarchived copy with the same settings and scenarios, assigned to nobody, so trainees
   * only see it once the instructor has adapted and assigned it. The UI passes a translated title.
   */
  duplicate(caller: Caller, id: number, requestedTitle?: string): Exercise {
    const source = this.get(id);
    const title = requestedTitle ?? `${source.title.slice(0, TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
    const newId = this.db.transaction(() => {
      const created = q.insertExercise(this.db, {
        title,
        instructions: source.instructions,
        config: toConfig(source),
        createdBy: caller?.id ?? null,
      });
      q.replaceExerciseScenarios(
        this.db,
        created,
        source.scenarios.map((s) => s.id),
      );
      return created;
    })();
    return this.get(newId);
  }

  /** Archived exercises disappear from trainees' lists; attempts on them stay in their history. */
  setArchived(id: number, archived: boolean): Exercise {
    this.get(id);
    q.setExerciseArchived(this.db, id, archived);
    return this.get(id);
  }

  private validate(input: ExerciseFormInput) {
    const scenarioIds = unique(input.scenarioIds);
    const placeholders = scenarioIds.map(() => '?').join(',');
    const found = this.db
      .prepare(`SELECT id, title, post_text IS NOT NULL AS has_text FROM scenario WHERE id IN (${placeholders})`)
      .all(...scenarioIds) as {
      id: number;
      title: string;
      has_text: number;
    }[];
    const missing = scenarioIds.filter((id) => !found.some((s) => s.id === id));
    if (missing.length) throw new AppError('invalid_request', `There is no scenario with id ${missing.join(', ')}.`);
    const withoutText = found.filter((s) => s.has_text === 0);
    if (withoutText.length) {
      throw new AppError(
        'invalid_request',
        `These scenarios have no post text yet, so they cannot be practised: ${withoutText.map((s) => `"${s.title}"`).join(', ')}.`,
      );
    }

    const judgeIds = unique(input.judgeIds);
    const known = new Set(this.judging.providers().map((p) => p.id));
    const unknownJudges = judgeIds.filter((id) => !known.has(id));
    if (unknownJudges.length)
      throw new AppError(
        'invalid_request',
        `These judges are not configured: ${unknownJudges.join(', ')}. Add them in Settings → AI judges, or leave the list empty to use the default judges.`,
      );

    const coachModelId = input.coachModelId;
    if (coachModelId !== null) {
      const model = this.judging.providers().find((p) => p.id === coachModelId);
      if (!model)
        throw new AppError(
          'invalid_request',
          `The model "${coachModelId}" chosen for the coach's notes is not configured.`,
        );
      if (model.kind === 'local')
        throw new AppError(
          'invalid_request',
          `${model.label} runs on this computer as a scoring judge and cannot write coach's notes. Choose a model on a server, or none for the automatic note.`,
        );
    }

    const profileIds = unique(input.assignees.profileIds);
    const profiles = profileIds.length
      ? (
          this.db
            .prepare(`SELECT id FROM profile WHERE id IN (${profileIds.map(() => '?').join(',')})`)
            .all(...profileIds) as { id: number }[]
        ).map((p) => p.id)
      : [];
    const unknownProfiles = profileIds.filter((id) => !profiles.includes(id));
    if (unknownProfiles.length)
      throw new AppError('invalid_request', `There is no profile with id ${unknownProfiles.join(', ')}.`);

    const rubricIds = unique(input.rubricIds);
    if (input.steps.includes('draft') && input.feedbackRounds > 0 && rubricIds.length === 0) {
      throw new AppError('invalid_request', 'AI feedback on drafts needs at least one rubric to score against.');
    }

    const builtIn = new Set<string>(CULEMO_EMOTIONS);
    const customEmotions: string[] = [];
    for (const emotion of input.customEmotions) {
      const lower = emotion.toLowerCase();
      if (!builtIn.has(lower) && !customEmotions.some((e) => e.toLowerCase() === lower)) customEmotions.push(emotion);
    }

    return {
      scenarioIds,
      assignees: { profileIds, cohorts: unique(input.assignees.cohorts) },
      fields: {
        title: input.title,
        instructions: input.instructions,
        config: toConfig({
          steps: EXERCISE_STEPS.filter((step) => input.steps.includes(step)),
          feedbackRounds: input.feedbackRounds,
          customEmotions,
          rubricIds,
          judgeIds,
          aiScoresVisible: input.aiScoresVisible,
          coachNote: input.coachNote,
          coachSuggestions: input.coachSuggestions,
          coachModelId,
          roleplayMode: input.roleplayMode,
        }),
      },
    };
  }
}
