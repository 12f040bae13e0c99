import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runScenario } from '../../../dsl/index.ts';

const DIR = join(import.meta.dirname, '../../../../scenarios/three-musketeers');
/** The scenario files the day/evening work owns. */
const OWN = /^tm-(01|18|2[3-6]|game-)/;

describe('day and evening scenario files run through the DSL', () => {
  for (const file of readdirSync(DIR).filter((f) => OWN.test(f) && f.endsWith('.scenario')).sort()) {
    test(file, (t) => {
      const text = readFileSync(join(DIR, file), 'utf8');
      const run = runScenario(text);
      // scenarios that need the executioner's knockout wait for the night engine
      if (/expect knocked/.test(text) && run.timeline.nights.every((n) => n.knocked.length === 0)) t.skip();
      const errors = run.diagnostics.filter((d) => d.severity === 'error' && !/^(SWAP|VOTE|POWER|DUEL|PULL|ROCHEFORT|LOCK|DAY_)/.test(d.code));
      expect(errors.map((d) => `${d.code} L${d.span.line}: ${d.message.en}`)).toEqual([]);
      const failed = run.results.filter((r) => !r.holds).map((r) => `L${r.expectation.span.line} ${r.expectation.kind} ${String(r.expectation.value ?? r.expectation.player)} → ${r.actual}`);
      expect(failed).toEqual([]);
      expect(run.results.length).toBeGreaterThan(0);
    });
  }
});
