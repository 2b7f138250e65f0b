// The undo and redo stacks of span edits in the editor; new edits clear redo, ids are followed across re-adds.
import { useCallback, useState } from 'react';
import { applyOp, renameSpan, type Applied, type HistoryOp } from './spanHistory';

type Stacks = { undo: HistoryOp[]; redo: HistoryOp[] };
type Context = Parameters<typeof applyOp>[1];
/** Enough for a long annotation session; the oldest steps drop off. */
const LIMIT = 200;

export type HistoryStep = { op: HistoryOp; applied: Applied };

export function useSpanHistory(ctx: Context) {
  const [stacks, setStacks] = useState<Stacks>({ undo: [], redo: [] });

  /** Remembers the inverse of an edit the user just made. */
  const record = useCallback(
    (inverse: HistoryOp) => setStacks((s) => ({ undo: [...s.undo, inverse].slice(-LIMIT), redo: [] })),
    [],
  );

  const step = useCallback(
    async (direction: 'undo' | 'redo'): Promise<HistoryStep | null> => {
      const source = direction === 'undo' ? stacks.undo : stacks.redo;
      const op = source.at(-1);
      if (!op) return null;
      let applied: Applied;
      try {
        applied = await applyOp(op, ctx);
      } catch (error) {
        // A step that cannot be applied any more (its span or phrase is gone) is dropped, so the next one is reachable.
        setStacks((s) =>
          direction === 'undo' ? { ...s, undo: s.undo.slice(0, -1) } : { ...s, redo: s.redo.slice(0, -1) },
        );
        throw error;
      }
      const rename = (list: HistoryOp[]) =>
        applied.renamed ? list.map((o) => renameSpan(o, applied.renamed!.from, applied.renamed!.to)) : list;
      setStacks((s) =>
        direction === 'undo'
          ? { undo: rename(s.undo.slice(0, -1)), redo: rename([...s.redo, applied.inverse]) }
          : { undo: rename([...s.undo, applied.inverse]).slice(-LIMIT), redo: rename(s.redo.slice(0, -1)) },
      );
      return { op, applied };
    },
    [stacks, ctx],
  );

  return { canUndo: stacks.undo.length > 0, canRedo: stacks.redo.length > 0, record, step };
}
