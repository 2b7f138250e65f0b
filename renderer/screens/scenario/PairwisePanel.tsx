// Instructors and supervisors: ask the AI judges which of the two compared replies does better on
// each rubric item. Each judge sees both orders; when its two verdicts disagree the item is a tie.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairCompareResult } from '../../../shared/domain/pairwise';
import { RUBRIC_IDS, type RubricId } from '../../../shared/rubrics/registry';
import { useApiQuery, useApiTask } from '../../api/hooks';
import { serverModels } from '../roleplay/useRoleplayData';
import { rubricText } from '../../components/rubricText';
import { PairwiseResults } from './PairwiseResults';
import { ServerTaskPanel } from './ServerTaskPanel';
import type { ResponseOption } from './responseOptions';

type Props = { left: ResponseOption; right: ResponseOption };

export function PairwisePanel({ left, right }: Props) {
  const { t } = useTranslation();
  const r = rubricText(t);
  // In-process judges read scores from next-token probabilities and cannot compare two replies.
  const judgeList = useApiQuery('judges.list', {}, { select: serverModels });
  const judges = judgeList.data ?? null;
  const [rubricId, setRubricId] = useState<RubricId>('rubric-a');
  /** null: the rubric's default judges. */
  const [picked, setPicked] = useState<string[] | null>(null);
  const task = useApiTask('judges.compare');
  const progress = task.progress;
  /** The answer with the pair and rubric it belongs to; another pair or rubric hides it. */
  const [answer, setAnswer] = useState<{ key: string; result: PairCompareResult } | null>(null);

  const chosen = picked ?? (judges ?? []).filter((j) => j.defaultFor.includes(rubricId)).map((j) => j.id);
  const key = `${rubricId}:${left.response.id}:${right.response.id}`;
  const result = answer?.key === key ? answer.result : null;

  const compare = async () => {
    setAnswer(null);
    const value = await task.run({
      rubricId,
      x: { responseId: left.response.id },
      y: { responseId: right.response.id },
      judgeIds: chosen,
    });
    if (value) setAnswer({ key, result: value });
  };

  const destinations = (judges ?? []).filter((j) => chosen.includes(j.id));
  const toggle = (id: string) => setPicked(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  const cannotCompare = !left.response.text || !right.response.text;

  return (
    <ServerTaskPanel
      kind="pairwise"
      title={t('scenario:pairwise.title')}
      intro={t('scenario:pairwise.intro')}
      servers={judges}
      noServer={t('scenario:pairwise.noJudge')}
      choice={{
        label: t('scenario:pairwise.rubric'),
        value: rubricId,
        options: RUBRIC_IDS.map((id) => ({ value: id, label: r.rubric(id) })),
        onChange: (id) => {
          setRubricId(id as RubricId);
          setPicked(null);
        },
        testId: 'pairwise-rubric',
      }}
      checks={{
        legend: t('scenario:pairwise.judges'),
        className: 'pairwise-judges',
        itemClassName: 'pairwise-judge',
        items: (judges ?? []).map((j) => ({
          id: j.id,
          label: (
            <span>
              {j.label} <span className="muted">· {j.model}</span>
            </span>
          ),
          checked: chosen.includes(j.id),
          onToggle: () => toggle(j.id),
          testId: `pairwise-judge-${j.id}`,
        })),
      }}
      privacy={
        destinations.length > 0 && (
          <ul className="pairwise-privacy" data-testid="pairwise-privacy">
            {destinations.map((j) => (
              <li key={j.id} className={j.destination.offMachine ? 'off-machine' : undefined}>
                {j.destination.offMachine
                  ? t('scenario:pairwise.sendsTo', { judge: j.label, host: j.destination.host })
                  : t('scenario:pairwise.staysHere', { judge: j.label })}
              </li>
            ))}
          </ul>
        )
      }
      task={{
        progress,
        label: t('scenario:pairwise.running'),
        text: t('scenario:pairwise.progress', { done: progress?.done ?? 0, total: progress?.total ?? 0 }),
        onCancel: task.cancel,
      }}
      start={{
        label: t('scenario:pairwise.start'),
        disabled: chosen.length === 0 || cannotCompare,
        onClick: () => void compare(),
      }}
      note={cannotCompare && <p className="muted">{t('scenario:pairwise.textMissing')}</p>}
      error={task.error ?? judgeList.error}
    >
      {result && <PairwiseResults result={result} left={left.name} right={right.name} judges={judges ?? []} />}
    </ServerTaskPanel>
  );
}
