import { describe, expect, it } from 'vitest';
import type { HostMessage, NightSummary, Timeline } from '../../../engine/timeline.ts';
import { messageViolations } from '../../../../test/kit/message-check.ts';
import { codes, dead, night, report } from './test-kit.ts';

/** A one-night timeline with the given morning messages (for the checker's own tests). */
function morning(messages: Record<string, readonly string[]>, extra: Partial<NightSummary> = {}): Pick<Timeline, 'nights'> {
  const msgs: Record<string, HostMessage[]> = {};
  for (const [p, codes] of Object.entries(messages)) msgs[p] = codes.map((code) => ({ code, text: { ru: '', en: '' }, step: null }));
  return {
    nights: [
      {
        night: 1,
        order: [],
        deaths: [],
        facts: { knocked: [], restored: [], bomb: false },
        messages: msgs,
        reports: [],
        public: { ru: '', en: '' },
        ...extra,
      },
    ],
  };
}

describe('§A.10 recipient rules: the checker', () => {
  it('flags M5 with another message, M12 with another, M10 without the bomb', () => {
    expect(messageViolations(morning({ a: ['M5', 'M11'] }))).toHaveLength(1);
    expect(
      messageViolations(
        morning({ a: ['M12', 'M1'] }, { deaths: [{ player: 'a', role: 'x', team: 'honest', cause: { ru: '', en: '' }, step: null }] }),
      ),
    ).toHaveLength(1);
    expect(messageViolations(morning({ a: ['M10'] }))).toHaveLength(1);
    expect(messageViolations(morning({ a: ['M5'], b: ['M1', 'M11', 'M13'] }))).toEqual([]);
  });
});

describe('rulings the check found', () => {
  it('C-65 bombCancelsPendingSuicide: de Tréville who lives gets no «…и покончили с собой» report (A-158, C.R 11)', () => {
    const moves = ['treville > athos', 'killer planchet > constance'];
    const players = 'treville; athos; planchet maf; constance; porthos';
    const cancelled = night(players, 'treville athos planchet constance porthos', moves, { bombCancelsPendingSuicide: 'true' });
    expect(dead(cancelled)).not.toContain('treville');
    expect(report(cancelled, 'treville')).toBe('');
    expect(messageViolations(cancelled)).toEqual([]);
    const kept = night(players, 'treville athos planchet constance porthos', moves, { bombCancelsPendingSuicide: 'false' });
    expect(codes(kept, 'treville')).toEqual(['M12']);
    expect(report(kept, 'treville')).toContain('покончили с собой');
  });
});
