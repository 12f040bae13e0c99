import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runScenario } from '../../../dsl/index.ts';
import { unexpectedErrors } from '../../../engine/diagnostic.ts';

const DIR = join(import.meta.dirname, '../../../../scenarios/three-musketeers');
/** The scenario files the day/evening work owns. */
const OWN = /^tm-(01|18|2[3-6]|game-)/;

describe('day and evening scenario files run through the DSL', () => {
  for (const file of readdirSync(DIR).filter((f) => OWN.test(f) && f.endsWith('.scenario')).sort()) {
    test(file, () => {
      const text = readFileSync(join(DIR, file), 'utf8');
      const run = runScenario(text);
      // Refusals a scenario is about are asserted with `expect diagnostic`; any other error fails.
      const errors = unexpectedErrors(run.diagnostics);
      expect(errors.map((d) => `${d.code} L${d.span.line}: ${d.message.en}`)).toEqual([]);
      const failed = run.results.filter((r) => !r.holds).map((r) => `L${r.expectation.span.line} ${r.expectation.kind} ${String(r.expectation.value ?? r.expectation.player)} → ${r.actual}`);
      expect(failed).toEqual([]);
      expect(run.results.length).toBeGreaterThan(0);
    });
  }
});
