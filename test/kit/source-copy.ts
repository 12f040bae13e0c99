/**
 * A throwaway copy of the sources for the «adding a role» tests (test kit): a role file is saved into
 * it and registered with one entry, and the copy is type-checked and run as it is, proving that
 * nothing else had to change. node_modules is linked, not copied.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

export interface SourceCopy {
  readonly dir: string;
  /** Adds a role to a registry list: its import at the top, and its name after the list's `last` entry. */
  register(registry: string, name: string, last: string): void;
  /** Type-checks the copy's files under `under` with its probe (tsc; throws with the errors). */
  typeCheck(under: string): void;
  /** Every file of the copy's src/ that differs from the sources: 'new', or the lines added and removed. */
  changes(): Record<string, 'new' | LineDiff>;
  /** Runs the copy's probe.ts with tsx and returns what it printed. */
  runProbe(): string;
  remove(): void;
}

/** The lines an edit added and removed. */
export interface LineDiff {
  readonly added: string[];
  readonly removed: string[];
}

/** The lines an edit added and removed (as sets of lines: enough to see how small a registry edit is). */
export function lineDiff(before: string, after: string): LineDiff {
  const a = before.split('\n');
  const b = after.split('\n');
  return { added: b.filter((l) => !a.includes(l)), removed: a.filter((l) => !b.includes(l)) };
}

/** Copies src/ and tsconfig.json to a temporary folder, with `probe` as probe.ts at its root. */
export function copySources(prefix: string, probe: string): SourceCopy {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(ROOT, 'src'), join(dir, 'src'), { recursive: true });
  cpSync(join(ROOT, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'probe.ts'), probe);
  const bin = (name: string): string => join(dir, 'node_modules', '.bin', name);
  return {
    dir,
    register(registry, name, last) {
      const path = join(dir, registry);
      const text = `import { ${name} } from './${name}.ts';\n` + readFileSync(path, 'utf8');
      // a list one per line gets a line of its own; a list on one line gets the name at its end
      const listed = text.includes(`  ${last},\n]`)
        ? text.replace(`  ${last},\n]`, `  ${last},\n  ${name},\n]`)
        : text.replace(new RegExp(`\\b${last}\\]`), `${last}, ${name}]`);
      if (listed === text) throw new Error(`${registry}: no list ending with ${last}`);
      writeFileSync(path, listed);
    },
    typeCheck(under) {
      const config = { extends: './tsconfig.json', include: [`${under}/**/*.ts`, 'probe.ts'], exclude: ['**/*.test.ts'] };
      writeFileSync(join(dir, 'tsconfig.probe.json'), JSON.stringify(config));
      execFileSync(bin('tsc'), ['-p', join(dir, 'tsconfig.probe.json')], { cwd: dir, stdio: 'pipe' });
    },
    changes() {
      const out: Record<string, 'new' | LineDiff> = {};
      for (const file of readdirSync(join(dir, 'src'), { recursive: true, encoding: 'utf8' })) {
        const copied = join(dir, 'src', file);
        if (!/\.\w+$/.test(file)) continue;
        const original = join(ROOT, 'src', file);
        const path = relative(dir, copied);
        if (!existsSync(original)) out[path] = 'new';
        else if (readFileSync(original, 'utf8') !== readFileSync(copied, 'utf8'))
          out[path] = lineDiff(readFileSync(original, 'utf8'), readFileSync(copied, 'utf8'));
      }
      return out;
    },
    runProbe: () => execFileSync(bin('tsx'), ['probe.ts'], { cwd: dir, encoding: 'utf8' }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
