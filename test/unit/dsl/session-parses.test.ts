/**
 * The session layer parses once per text: the compare scan (every other reading of every option)
 * and the night-order preview rerun the analysis, and the preview rules exactly as the edited
 * text would. Parses are counted by wrapping the parser module.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as parse from '../../../src/dsl/parse.ts';
import { setNightOrder } from '../../../src/dsl/edit/order-line.ts';
import { analyse, rerun } from '../../../src/dsl/session.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';
import { compareOption } from '../../../src/ui/rules/scan.svelte.ts';
import { scenarioCases, type ScenarioCase } from '../../kit/scenarios.ts';
import { stripSpans } from './strip.ts';

vi.mock('../../../src/dsl/parse.ts', async (original) => {
  const real = await original<typeof import('../../../src/dsl/parse.ts')>();
  return { ...real, parseScenario: vi.fn(real.parseScenario) };
});

const parses = vi.mocked(parse.parseScenario);
const WELCOME = readFileSync(new URL('../../../scenarios/welcome.scenario', import.meta.url), 'utf8');

/** Parser calls made while `work` runs. */
function parsesDuring(work: () => void): number {
  parses.mockClear();
  work();
  return parses.mock.calls.length;
}

describe('parses per compare scan', () => {
  it('the whole scan of the welcome scenario reruns without parsing; the analysis parses once', () => {
    let analysis = analyse('');
    expect(parsesDuring(() => (analysis = analyse(WELCOME)))).toBe(1);
    const specs = RULESETS[analysis.scenario.ruleset].options;
    let readings = 0;
    const during = parsesDuring(() => {
      for (const spec of specs) readings += compareOption(analysis, spec).length;
    });
    expect(readings).toBeGreaterThan(100);
    expect(during).toBe(0);
    // Each reading compared the old way (the text analysed again with the override) parsed once.
    const old = parsesDuring(() => {
      for (const spec of specs.slice(0, 3)) for (const r of spec.readings) analyse(WELCOME, [{ key: spec.key, value: r.value }]);
    });
    expect(old).toBe(specs.slice(0, 3).reduce((n, s) => n + s.readings.length, 0));
  });
});

describe('the night-order preview', () => {
  // Nights written with moves: an order line alone in a night block makes it a history night in
  // the text (README), which an order preview does not mean.
  const played = (c: ScenarioCase, night: number): boolean =>
    c.analysis.written.phases.some((p) => p.kind === 'night' && p.number === night && p.moves.length > 0);
  const nights = scenarioCases((n) => n.startsWith('three-musketeers/tm-0')).flatMap((c) =>
    c.analysis.timeline.nights
      .filter((n) => n.order.length > 1 && played(c, n.night))
      .map((n) => [c.name, c.text, n.night, n.order] as const),
  );

  it('has nights to reorder', () => expect(nights.length).toBeGreaterThan(5));

  it.each(nights)('%s night %s: rerun with the order rules as the edited text does, without parsing', (_name, text, night, order) => {
    const base = analyse(text);
    const reversed = [...order].reverse();
    let preview = base;
    expect(parsesDuring(() => (preview = rerun(base, [{ night, order: reversed }])))).toBe(0);
    const edited = analyse(setNightOrder(text, night, reversed)!);
    expect(stripSpans(preview.timeline)).toEqual(stripSpans(edited.timeline));
    expect(preview.results.map((r) => r.holds)).toEqual(edited.results.map((r) => r.holds));
  });
});
