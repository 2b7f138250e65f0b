// Blind mode shows the same layers for both replies: a layer (support strategies, cultural signals)
// that only one of the two replies has annotations for would tell which reply is which, so until the
// identities are revealed only the layers both replies have are shown, for both.
import type { SpanKind } from '../../../shared/domain/library';

type Annotated = { spans: readonly { kind: SpanKind }[] };

/** The layers to show on both replies while blind: those switched on that both replies have spans of. */
export function sharedLayers(a: Annotated, b: Annotated, layers: readonly SpanKind[]): SpanKind[] {
  const has = (r: Annotated, kind: SpanKind) => r.spans.some((s) => s.kind === kind);
  return layers.filter((kind) => has(a, kind) && has(b, kind));
}

/** Layers switched on but held back while blind, because only one reply has them. */
export function heldBackLayers(a: Annotated, b: Annotated, layers: readonly SpanKind[]): SpanKind[] {
  const shared = sharedLayers(a, b, layers);
  return layers.filter((kind) => !shared.includes(kind));
}
