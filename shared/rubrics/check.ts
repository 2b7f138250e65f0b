// Consistency checks for a rubric definition (unique ids, complete anchors, valid groups and aggregates).
import type { Rubric, Scale } from './types';

const duplicates = (values: readonly string[]): string[] => values.filter((v, i) => values.indexOf(v) !== i);

/** Problems with a scale definition; an empty list means the scale is consistent. */
export function checkScale(scale: Scale): string[] {
  const problems: string[] = [];
  const where = `scale ${scale.id}`;
  if (scale.options.length < 2) problems.push(`${where}: needs at least two options`);
  for (const d of duplicates(scale.options.map((o) => o.code))) problems.push(`${where}: duplicate code ${d}`);
  for (const d of duplicates(scale.options.map((o) => o.key.toLowerCase())))
    problems.push(`${where}: duplicate key ${d}`);
  for (const option of scale.options) {
    if ([...option.key].length !== 1) problems.push(`${where}: key of ${option.code} must be one character`);
    if (!scale.groups.some((g) => g.code === option.group))
      problems.push(`${where}: ${option.code} is in unknown group ${option.group}`);
  }
  for (const group of scale.groups) {
    if (!scale.options.some((o) => o.group === group.code))
      problems.push(`${where}: group ${group.code} has no option`);
  }
  if (!scale.options.some((o) => o.value !== null)) problems.push(`${where}: no option carries a value`);
  if (scale.kind === 'points') {
    if (scale.options.some((o) => o.value === null))
      problems.push(`${where}: a points scale needs a value on every option`);
    if (scale.disagreementSpread === null) problems.push(`${where}: a points scale needs a disagreement spread`);
  }
  return problems;
}

/** Problems with a rubric definition; an empty list means the rubric is consistent. */
export function checkRubric(rubric: Rubric): string[] {
  const problems: string[] = [];
  const where = `${rubric.id}@${rubric.version}`;
  if (!Number.isInteger(rubric.version) || rubric.version < 1)
    problems.push(`${where}: version must be a positive integer`);
  const itemIds = rubric.items.map((i) => i.id);
  for (const d of duplicates(itemIds)) problems.push(`${where}: duplicate item ${d}`);
  for (const d of duplicates(rubric.items.map((i) => i.name))) problems.push(`${where}: duplicate item name ${d}`);
  for (const item of rubric.items) {
    if (!rubric.groups.some((g) => g.id === item.group))
      problems.push(`${where}: ${item.id} is in unknown group ${item.group}`);
    problems.push(...checkScale(item.scale).map((p) => `${where}: ${item.id}: ${p}`));
    const codes = item.scale.options.map((o) => o.code);
    for (const code of codes)
      if (!item.anchors[code]?.trim()) problems.push(`${where}: ${item.id} has no anchor for ${code}`);
    for (const code of Object.keys(item.anchors))
      if (!codes.includes(code)) problems.push(`${where}: ${item.id} has an anchor for unknown ${code}`);
  }
  const known = new Set(itemIds);
  for (const aggregate of rubric.aggregates) {
    if (known.has(aggregate.id)) problems.push(`${where}: aggregate id ${aggregate.id} is already used`);
    if (aggregate.inputs.length === 0) problems.push(`${where}: aggregate ${aggregate.id} has no inputs`);
    for (const input of aggregate.inputs)
      if (!known.has(input)) problems.push(`${where}: aggregate ${aggregate.id} uses unknown ${input}`);
    known.add(aggregate.id);
  }
  return problems;
}
