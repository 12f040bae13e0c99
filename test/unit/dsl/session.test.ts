import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse, rerun } from '../../../src/dsl/session.ts';

const file = (name: string): string =>
  readFileSync(new URL(`../../../scenarios/three-musketeers/${name}.scenario`, import.meta.url), 'utf8');
const WHOLE_NIGHT = file('tm-08c-milady-multiplies-jussac-whole-night');

describe('the session layer', () => {
  it('reruns under other readings exactly as a fresh analysis with those overrides would', () => {
    const base = analyse(WHOLE_NIGHT);
    const other = [{ key: 'watchWindow', value: 'afterWatcherSlot' }];
    const again = rerun(base, other);
    const fresh = analyse(WHOLE_NIGHT, other);
    expect(again.timeline).toEqual(fresh.timeline);
    expect(again.results).toEqual(fresh.results);
    expect(again.diagnostics).toEqual(fresh.diagnostics);
    expect(again.timeline.options['watchWindow']).toBe('afterWatcherSlot');
    expect(again.timeline).not.toEqual(base.timeline);
  });

  it('reuses the parse: the document and the written scenario are the same objects', () => {
    const base = analyse(WHOLE_NIGHT);
    const again = rerun(base, [{ key: 'watchWindow', value: 'afterWatcherSlot' }]);
    expect(again.doc).toBe(base.doc);
    expect(again.written).toBe(base.written);
  });

  it('takes overrides relative to the text, not to the analysis it reruns', () => {
    const switched = analyse(WHOLE_NIGHT, [{ key: 'watchWindow', value: 'afterWatcherSlot' }]);
    const back = rerun(switched, []);
    expect(back.timeline).toEqual(analyse(WHOLE_NIGHT).timeline);
    expect(back.overrides).toEqual([]);
  });

  it('reports an unknown reading of an override as a diagnostic, as the CLI shows it', () => {
    const again = rerun(analyse(WHOLE_NIGHT), [{ key: 'watchWindow', value: 'never' }]);
    expect(again.diagnostics.some((d) => d.severity === 'error' || d.severity === 'warning')).toBe(true);
  });
});
