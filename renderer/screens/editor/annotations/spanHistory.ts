// Undo/redo operations on spans: each operation, once applied, yields its own inverse (add <-> delete, update <-> update back).
import type { Span, SpanKind } from '../../../../shared/domain/library';
import { anchorPhrase } from '../../../../shared/library/anchor';
import { api } from '../../../api/client';

export type SpanSnapshot = {
  responseId: number | null;
  start: number | null;
  end: number | null;
  phrase: string;
  kind: SpanKind;
  label: string | null;
  note: string;
};

export type SpanValues = { kind: SpanKind; label: string | null; note: string };

export type HistoryOp =
  /** Inverse of adding: delete the span again. */
  | { type: 'remove'; spanId: number; phrase: string; responseId: number | null }
  /** Inverse of deleting: add the span again with its offsets, kind, label and note. */
  | { type: 'restore'; formerId: number; snapshot: SpanSnapshot }
  /** Inverse of an update: put the previous kind, label and note back. */
  | { type: 'revert'; spanId: number; phrase: string; responseId: number | null; values: SpanValues };

export const snapshotOf = (span: Span): SpanSnapshot => ({
  responseId: span.responseId,
  start: span.start,
  end: span.end,
  phrase: span.phrase,
  kind: span.kind,
  label: span.label,
  note: span.note,
});

export const valuesOf = (span: Span): SpanValues => ({ kind: span.kind, label: span.label, note: span.note });

export const opResponseId = (op: HistoryOp): number | null =>
  op.type === 'restore' ? op.snapshot.responseId : op.responseId;
export const opPhrase = (op: HistoryOp): string => (op.type === 'restore' ? op.snapshot.phrase : op.phrase);

/** The phrase could not be put back: its text changed and no longer contains it. */
export class PhraseGoneError extends Error {}

type Context = {
  scenarioId: number;
  /** The current text of the post (null) or a response, to check the offsets before re-adding. */
  textOf: (responseId: number | null) => string | null;
  /** The current values of a span, to record what an update replaces. */
  spanById: (id: number) => Span | undefined;
};

export type Applied = { inverse: HistoryOp; renamed?: { from: number; to: number }; spanId: number | null };

export async function applyOp(op: HistoryOp, ctx: Context): Promise<Applied> {
  if (op.type === 'remove') {
    const deleted = await api.call('spans.delete', { id: op.spanId });
    return { inverse: { type: 'restore', formerId: deleted.id, snapshot: snapshotOf(deleted) }, spanId: null };
  }
  if (op.type === 'restore') {
    const { snapshot } = op;
    const text = ctx.textOf(snapshot.responseId) ?? '';
    const stillThere =
      snapshot.start !== null && snapshot.end !== null && text.slice(snapshot.start, snapshot.end) === snapshot.phrase;
    const anchor = stillThere ? { start: snapshot.start!, end: snapshot.end! } : anchorPhrase(text, snapshot.phrase);
    if (!anchor) throw new PhraseGoneError(snapshot.phrase);
    const added = await api.call('spans.add', {
      scenarioId: ctx.scenarioId,
      responseId: snapshot.responseId,
      start: anchor.start,
      end: anchor.end,
      kind: snapshot.kind,
      label: snapshot.label,
      note: snapshot.note,
    });
    return {
      inverse: { type: 'remove', spanId: added.id, phrase: added.phrase, responseId: added.responseId },
      renamed: { from: op.formerId, to: added.id },
      spanId: added.id,
    };
  }
  const before = ctx.spanById(op.spanId);
  const updated = await api.call('spans.update', { id: op.spanId, ...op.values });
  const previous = before ? valuesOf(before) : op.values;
  return {
    inverse: {
      type: 'revert',
      spanId: updated.id,
      phrase: updated.phrase,
      responseId: updated.responseId,
      values: previous,
    },
    spanId: updated.id,
  };
}

/** After a deleted span is added back under a new id, older entries must point at the new id. */
export function renameSpan(op: HistoryOp, from: number, to: number): HistoryOp {
  if (op.type === 'restore') return op.formerId === from ? { ...op, formerId: to } : op;
  return op.spanId === from ? { ...op, spanId: to } : op;
}
