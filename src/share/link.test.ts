import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, MAX_HASH_LENGTH } from './link.ts';

describe('share links', () => {
  it('round-trips any text exactly, options included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const read = decodeShare('#' + encodeShare(text));
        expect(read).toEqual({ kind: 'scenario', text });
      }),
    );
    const scenario = 'ruleset three-musketeers\noption watchWindow = wholeNight\nplayer Атос\n';
    expect(decodeShare(encodeShare(scenario))).toEqual({ kind: 'scenario', text: scenario });
  });

  it('reads an empty hash as nothing to load', () => {
    expect(decodeShare('')).toEqual({ kind: 'none' });
    expect(decodeShare('#')).toEqual({ kind: 'none' });
  });

  it('names the position of a foreign character', () => {
    const read = decodeShare('#s1=AbC%20d');
    expect(read.kind).toBe('error');
    if (read.kind === 'error') {
      expect(read.diagnostic.code).toBe('SHARE_CHARACTER');
      expect(read.diagnostic.span.col).toBe(7);
    }
  });

  it('refuses an unknown version and an over-long hash', () => {
    const v = decodeShare('#s9=abc');
    expect(v.kind === 'error' && v.diagnostic.code).toBe('SHARE_VERSION');
    const long = decodeShare('#s1=' + 'A'.repeat(MAX_HASH_LENGTH));
    expect(long.kind === 'error' && long.diagnostic.code).toBe('SHARE_TOO_LONG');
  });

  it('reports a cut link as damaged, never throws on garbage', () => {
    const full = encodeShare('player Атос\n'.repeat(20));
    const cut = decodeShare(full.slice(0, Math.floor(full.length / 2)));
    expect(cut.kind === 'scenario' ? cut.text : 'error').not.toBe('player Атос\n'.repeat(20));
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (junk) => {
        const r = decodeShare('#s1=' + junk);
        expect(['scenario', 'error']).toContain(r.kind);
      }),
    );
  });
});
