import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's scenarios/ folder. */
export const SCENARIOS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'scenarios');

/** Every *.scenario file below `dir` (default: scenarios/), as absolute paths in a stable order. */
export function scenarioFiles(dir: string = SCENARIOS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) return scenarioFiles(p);
      return f.endsWith('.scenario') ? [p] : [];
    });
}
