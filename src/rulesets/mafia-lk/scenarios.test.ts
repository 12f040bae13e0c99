import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../dsl/index.ts';
import { unexpectedErrors } from '../../engine/diagnostic.ts';

const DIR = join(import.meta.dirname, '../../../scenarios/mafia-lk');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.scenario')).sort();

describe('scenarios/mafia-lk through the DSL', () => {
  it('has the twelve worked examples of Part D and more', () => {
    for (let i = 1; i <= 12; i++) expect(FILES.some((f) => f.startsWith(`lk-${String(i).padStart(2, '0')}-`)), `LK-${i}`).toBe(true);
    expect(FILES.length).toBeGreaterThanOrEqual(13);
  });
  for (const file of FILES) {
    it(file, () => {
      const r = runScenario(readFileSync(join(DIR, file), 'utf8'));
      expect(r.scenario.ruleset).toBe('mafia-lk');
      // Refusals a scenario is about are asserted with `expect diagnostic`; any other error fails.
      expect(unexpectedErrors(r.diagnostics).map((d) => `${d.code} L${d.span.line}: ${d.message.en}`)).toEqual([]);
      expect(r.results.length).toBeGreaterThan(0);
      const failed = r.results.filter((x) => !x.holds).map((x) => `L${x.expectation.span.line} ${x.expectation.kind} ${x.expectation.player ?? ''} ${String(x.expectation.value)} → ${x.actual}`);
      expect(failed).toEqual([]);
    });
  }
});
