import { describe, expect, it } from 'vitest';
import { changedRange } from './changed-range.ts';

const apply = (before: string, after: string): string => {
  const r = changedRange(before, after);
  return before.slice(0, r.start) + r.text + before.slice(r.end);
};

describe('changedRange', () => {
  it('replaces only the changed middle', () => {
    expect(changedRange('order A, B\nx', 'order B, A\nx')).toEqual({ start: 6, end: 10, text: 'B, A' });
    expect(changedRange('abc', 'abc')).toEqual({ start: 3, end: 3, text: '' });
    expect(changedRange('', 'new')).toEqual({ start: 0, end: 0, text: 'new' });
  });
  it('handles inserts, deletes and repeated characters', () => {
    for (const [a, b] of [
      ['aaa', 'aaaa'],
      ['night 1\n', 'night 1\n  order A\n'],
      ['x\ny\n', 'x\n'],
      ['abab', 'ab'],
    ]) {
      expect(apply(a!, b!)).toBe(b);
    }
  });
  it('never splits a CRLF or a surrogate pair', () => {
    const r = changedRange('a\r\nb', 'a\nb');
    expect(apply('a\r\nb', 'a\nb')).toBe('a\nb');
    expect(r.start).toBeLessThanOrEqual(1);
    const s = changedRange('x😀', 'x😃');
    expect(s.start).toBe(1);
    expect(apply('x😀', 'x😃')).toBe('x😃');
  });
});
