// The form fields' issue sentences: nothing while a field is valid, the too-long / too-short / other
// sentence by the zod issue's code, one sentence for every code, and the form's fallback for a field
// its table does not name.
import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../renderer/components/FormField/issueMessage';

type Field = 'name' | 'notes' | 'count' | 'tags';

const message = issueMessage<Field>(
  {
    name: { tooBig: 'name too long', tooSmall: 'name too short', other: 'name required' },
    notes: { tooBig: 'notes too long', other: 'notes invalid' },
    count: 'count between 1 and 4',
  },
  'check this field',
);

describe('issueMessage', () => {
  it('says nothing about a valid field', () => {
    expect(message('name', undefined)).toBeNull();
  });

  it('picks the sentence by the issue code', () => {
    expect(message('name', { type: 'too_big' })).toBe('name too long');
    expect(message('name', { type: 'too_small' })).toBe('name too short');
    expect(message('name', { type: 'invalid_type' })).toBe('name required');
    expect(message('name', {})).toBe('name required');
  });

  it('falls back to the other sentence when the table has none for the code', () => {
    expect(message('notes', { type: 'too_small' })).toBe('notes invalid');
    expect(message('notes', { type: 'too_big' })).toBe('notes too long');
  });

  it('gives a one-sentence field the same sentence for every code', () => {
    expect(message('count', { type: 'too_big' })).toBe('count between 1 and 4');
    expect(message('count', { type: 'custom' })).toBe('count between 1 and 4');
  });

  it("gives a field the table does not name the form's fallback", () => {
    expect(message('tags', { type: 'too_big' })).toBe('check this field');
  });
});
