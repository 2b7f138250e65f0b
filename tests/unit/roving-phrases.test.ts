// Roving focus between the highlighted phrases of one text: arrows in reading order (mirrored in
// right-to-left text), Home and End, no wrapping, other keys left alone.
import { describe, expect, it } from 'vitest';
import { clampActive, rovingTarget } from '../../renderer/components/a11y/roving';

describe('rovingTarget', () => {
  it('moves forward with ArrowRight and ArrowDown in left-to-right text', () => {
    expect(rovingTarget('ArrowRight', 0, 3, false)).toBe(1);
    expect(rovingTarget('ArrowDown', 1, 3, false)).toBe(2);
    expect(rovingTarget('ArrowLeft', 2, 3, false)).toBe(1);
    expect(rovingTarget('ArrowUp', 1, 3, false)).toBe(0);
  });

  it('mirrors left and right in right-to-left text (the left arrow reads on)', () => {
    expect(rovingTarget('ArrowLeft', 0, 3, true)).toBe(1);
    expect(rovingTarget('ArrowRight', 1, 3, true)).toBe(0);
    expect(rovingTarget('ArrowDown', 0, 3, true)).toBe(1);
  });

  it('stops at both ends instead of wrapping', () => {
    expect(rovingTarget('ArrowRight', 2, 3, false)).toBe(2);
    expect(rovingTarget('ArrowLeft', 0, 3, false)).toBe(0);
  });

  it('jumps to the ends with Home and End', () => {
    expect(rovingTarget('Home', 2, 5, false)).toBe(0);
    expect(rovingTarget('End', 0, 5, true)).toBe(4);
  });

  it('ignores other keys and empty texts', () => {
    expect(rovingTarget('Enter', 1, 3, false)).toBeNull();
    expect(rovingTarget('a', 1, 3, false)).toBeNull();
    expect(rovingTarget('ArrowRight', 0, 0, false)).toBeNull();
  });

  it('keeps the Tab stop on an index that still exists when the list shrinks', () => {
    expect(clampActive(5, 3)).toBe(2);
    expect(clampActive(1, 3)).toBe(1);
    expect(clampActive(2, 0)).toBe(0);
  });
});
