// The cheap German check that spares fastText on the sentences of a German reply: German function words at least as many as
// English ones; an English sentence quoted in a German reply still goes to fastText (and then to the encoder).
import { describe, expect, it } from 'vitest';
import { leansGerman } from '../../electron/services/analyzer/language';

describe('leansGerman', () => {
  it('recognises German sentences by their function words', () => {
    expect(leansGerman('Ich kann mir gut vorstellen, wie schwer das für dich ist.')).toBe(true);
    expect(leansGerman('Hast du schon mit deiner Schwester darüber gesprochen?')).toBe(true);
  });

  it('leaves English sentences and sentences without function words to fastText', () => {
    expect(leansGerman('It sounds like you have been carrying this on your own for a long time.')).toBe(false);
    expect(leansGerman('I was so tired.')).toBe(false);
    expect(leansGerman('Telefonseelsorge, Notaufnahme.')).toBe(false);
  });
});
