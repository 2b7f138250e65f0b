// Which rubrics no judge would score (the exercise form's warning and the service's refusal share it).
import { describe, expect, it } from 'vitest';
import { unjudgedRubrics } from '../../shared/practice/judge-coverage';

const judges = [
  { id: 'a', defaultFor: ['rubric-a'] },
  { id: 'b', defaultFor: [] },
];

describe('unjudgedRubrics', () => {
  it('without chosen judges, names each rubric no judge is the default for', () => {
    expect(unjudgedRubrics(['rubric-a', 'rubric-b'], [], judges)).toEqual(['rubric-b']);
    expect(unjudgedRubrics(['rubric-a', 'rubric-b'], [], [])).toEqual(['rubric-a', 'rubric-b']);
  });

  it('with chosen judges, all rubrics are judged while every chosen judge exists', () => {
    expect(unjudgedRubrics(['rubric-a', 'rubric-b'], ['b'], judges)).toEqual([]);
    expect(unjudgedRubrics(['rubric-a', 'rubric-b'], ['b', 'deleted'], judges)).toEqual(['rubric-a', 'rubric-b']);
  });
});
