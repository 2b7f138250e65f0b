// Warns the instructor when the exercise offers feedback rounds but no AI judge would score its rubrics
// (the trainee would be refused feedback), or only some of them. The same rule the service applies.
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../shared/domain/judging';
import { unjudgedRubrics } from '../../../shared/practice/judge-coverage';

export const NO_JUDGE_WARNING_ID = 'ex-no-judge';

type Props = {
  feedbackOn: boolean;
  rubricIds: readonly string[];
  judgeIds: readonly string[];
  judges: readonly JudgeProvider[];
  rubricName: (id: string) => string;
};

/** Whether the warning shows, for the fields that point to it with aria-describedby. */
export function noJudgeWarning(p: Omit<Props, 'rubricName'>): string[] | null {
  if (!p.feedbackOn || p.rubricIds.length === 0) return null;
  const unjudged = unjudgedRubrics(p.rubricIds, p.judgeIds, p.judges);
  return unjudged.length > 0 ? unjudged : null;
}

export function NoJudgeWarning(props: Props) {
  const { t, i18n } = useTranslation();
  const unjudged = noJudgeWarning(props);
  if (!unjudged) return null;
  const all = unjudged.length === props.rubricIds.length;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(unjudged.map(props.rubricName));
  return (
    <p id={NO_JUDGE_WARNING_ID} className="note ex-note-warm" role="status" data-testid="exercise-no-judge">
      {all ? t('outage:form.noJudge') : t('outage:form.someUnjudged', { rubrics: names })}
    </p>
  );
}
