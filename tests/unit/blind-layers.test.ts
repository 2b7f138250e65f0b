// Blind mode gives nothing away (issue 11, observation 9): while the replies are anonymous, a layer
// only one of them has (cultural-signal underlines on the adapted reply) is shown for neither.
import { describe, expect, it } from 'vitest';
import { heldBackLayers, sharedLayers } from '../../renderer/screens/scenario/blind-layers';
import type { SpanKind } from '../../shared/domain/library';

const reply = (...kinds: SpanKind[]) => ({ spans: kinds.map((kind) => ({ kind })) });
const ON: SpanKind[] = ['support', 'cultural_signal'];

describe('blind layers', () => {
  it('shows the cultural-signal layer on neither reply when only the adapted one has it', () => {
    const standard = reply('support', 'support');
    const adapted = reply('support', 'cultural_signal');
    expect(sharedLayers(standard, adapted, ON)).toEqual(['support']);
    expect(sharedLayers(adapted, standard, ON)).toEqual(['support']);
    expect(heldBackLayers(standard, adapted, ON)).toEqual(['cultural_signal']);
  });

  it('shows a layer both replies have, and never one that is switched off', () => {
    const a = reply('support', 'cultural_signal');
    const b = reply('cultural_signal', 'support');
    expect(sharedLayers(a, b, ON)).toEqual(ON);
    expect(sharedLayers(a, b, ['support'])).toEqual(['support']);
    expect(heldBackLayers(a, b, ON)).toEqual([]);
  });
});
