import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../dsl/index.ts';
import { replayActions, replayPhases } from '../../../machines/replay.ts';
import { TM_CLAUSES } from '../clauses.ts';

const DIR = join(import.meta.dirname, '../../../../scenarios/three-musketeers');
/** The night-case scenario files owned by the night work (TM-02 … TM-22). */
const FILES = readdirSync(DIR).filter((f) => /^tm-(0[2-9]|1\d|2[0-2])/.test(f) && f.endsWith('.scenario')).sort();

describe('Part B night scenarios run through the DSL', () => {
  it('finds the scenario files', () => expect(FILES.length).toBeGreaterThan(40));
  for (const file of FILES) {
    it(file, () => {
      const r = runScenario(readFileSync(join(DIR, file), 'utf8'));
      const failed = r.results.filter((x) => !x.holds).map((x) => `${x.expectation.kind} ${x.expectation.player ?? ''} ${JSON.stringify(x.expectation.value)} → ${x.actual}`);
      expect(failed).toEqual([]);
      expect(r.results.length).toBeGreaterThan(0);
      expect(r.diagnostics.filter((d) => d.code === 'ENGINE_FAULT')).toEqual([]);
      expect(replayActions(r.timeline).map((p) => p.message)).toEqual([]);
      expect(replayPhases(r.timeline).map((p) => p.message)).toEqual([]);
      const cited = r.timeline.steps.flatMap((s) => s.causes.map((c) => c.clause));
      expect(cited.filter((c) => !TM_CLAUSES[c])).toEqual([]);
      const ids = r.timeline.steps.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  }
});
