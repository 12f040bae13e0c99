// A watcher's subject's events (watchers.ts eventsByPlayer): each event once per player it involves,
// as actor or target, in night order — a name twice among the targets, or the actor among them, once.
import { describe, expect, it } from 'vitest';
import type { WatchEvent } from './types.ts';
import { eventsByPlayer } from './watchers.ts';

const event = (seq: number, actor: string, targets: string[]): WatchEvent => ({
  slot: seq,
  seq,
  kind: 'act',
  via: null,
  actor,
  ability: null,
  targets,
  killer: false,
  landed: true,
});

describe('eventsByPlayer', () => {
  it('lists each event once for each player it involves, in night order', () => {
    const a = event(1, 'Атос', ['Портос', 'Портос']);
    const b = event(2, 'Миледи', ['Миледи', 'Атос']);
    const c = event(3, 'Портос', ['Атос', 'Миледи', 'Атос']);
    const by = eventsByPlayer([a, b, c]);
    expect([...by.keys()]).toEqual(['Атос', 'Портос', 'Миледи']);
    expect(by.get('Атос')).toEqual([a, b, c]);
    expect(by.get('Портос')).toEqual([a, c]);
    expect(by.get('Миледи')).toEqual([b, c]);
  });
});
