// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keyCommand } from './keys.ts';

/** A stand-in for a focused element: `closest` answers for the selectors it matches. */
const at = (...matches: string[]): Element =>
  ({ closest: (sel: string) => (matches.some((m) => sel.includes(m)) ? ({} as Element) : null) }) as unknown as Element;
const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...mods });

describe('keyCommand', () => {
  it('steps with arrows, j/k and Home/End wherever focus is not typing', () => {
    expect(keyCommand(key('ArrowDown'), null)).toBe('next');
    expect(keyCommand(key('k'), at('[role="tab"]'))).toBe('prev');
    expect(keyCommand(key('End'), at('[role="button"]'))).toBe('last');
    expect(keyCommand(key('Home'), null)).toBe('first');
    expect(keyCommand(key('?'), null)).toBe('help');
  });
  it('leaves keys to the editor, fields, the reorderable list and modified presses', () => {
    expect(keyCommand(key('ArrowDown'), at('.monaco-editor'))).toBeNull();
    expect(keyCommand(key('j'), at('input'))).toBeNull();
    expect(keyCommand(key('ArrowDown'), at('[aria-keyshortcuts*="ArrowUp"]'))).toBeNull();
    expect(keyCommand(key('ArrowDown', { altKey: true }), null)).toBeNull();
  });
  it('plays with Space except on a control Space activates; a timeline step plays on', () => {
    expect(keyCommand(key(' '), null)).toBe('play');
    expect(keyCommand(key(' '), at('button'))).toBeNull();
    expect(keyCommand(key(' '), at('button', '[data-step]'))).toBe('play');
  });
});
