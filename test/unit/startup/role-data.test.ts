import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { copySources } from '../../kit/source-copy.ts';
import config from '../../../vite.config.ts';
import { notPlainData, ROLE_DATA_MODULES, roleData, roleDataModule } from '../../../vite/role-data.ts';

/**
 * The roles' data the page gets (vite/role-data.ts): the values of the real modules, written out as
 * literals with no import, so the start-up chunk holds no rule code (first-paint.test.ts reads a build).
 */
const ROOT = resolve(__dirname, '../../..');
const EXPORT = /^export const (\w+) = (.*);$/;

describe('the generated role data modules', () => {
  for (const file of ROLE_DATA_MODULES) {
    it(`${file}: its exports as literals, equal to the real module's, from the role files`, async () => {
      const { code, dependencies } = await roleDataModule(ROOT, file);
      const lines = code.split('\n').filter((l) => l && !l.startsWith('//'));
      expect(lines.filter((l) => !EXPORT.test(l))).toEqual([]);
      const generated = Object.fromEntries(lines.map((l) => l.match(EXPORT)!.slice(1)).map(([k, v]) => [k!, JSON.parse(v!)]));
      const real = { ...((await import(/* @vite-ignore */ resolve(ROOT, file))) as Record<string, unknown>) };
      expect(Object.keys(generated).length).toBeGreaterThan(0);
      expect(generated).toStrictEqual(real);
      expect(dependencies).toContain(resolve(ROOT, file.replace(/about\.ts$/, 'index.ts')));
    }, 60_000); // a module runner evaluates the registry
  }

  it('refuses a module that exports anything but plain data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'role-data-'));
    try {
      writeFileSync(join(dir, 'about.ts'), "export const ROLES = [{ id: 'x', check: () => true }];\n");
      await expect(roleDataModule(dir, 'about.ts')).rejects.toThrow('ROLES[0].check is not plain data');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('tells plain data from what JSON would change', () => {
    expect(notPlainData({ a: [1, 'b', null, true, { c: 'd' }] }, 'x')).toBeNull();
    expect(notPlainData({ a: [1, undefined] }, 'x')).toBe('x.a[1]');
    expect(notPlainData({ m: new Map() }, 'x')).toBe('x.m');
    expect(notPlainData({ n: Number.NaN }, 'x')).toBe('x.n');
  });
});

describe('the page build', () => {
  const names = (plugins: unknown): string[] => [plugins].flat(Infinity).map((p) => (p as { name?: string } | null)?.name ?? '');

  it('serves the role data modules generated (the plugin is in the config)', () => {
    expect(names(config.plugins)).toContain('role-data');
  });

  it('leaves the real modules to the worker, which runs the rules anyway', () => {
    expect(names(config.worker?.plugins?.() ?? [])).not.toContain('role-data');
  });
});

describe('the dev server', () => {
  it('serves the generated data, and a change to a role file makes the next request regenerate it', async () => {
    const copy = copySources('role-data-dev-', '');
    const server = await createServer({
      root: copy.dir,
      configFile: false,
      mode: 'development',
      logLevel: 'silent',
      plugins: [roleData()],
      server: { middlewareMode: true, ws: false, watch: null },
    });
    try {
      const url = `/${ROLE_DATA_MODULES[0]}`;
      const client = server.environments.client;
      expect((await client.transformRequest(url))?.code).toContain('"Bodyguard"');
      const porthos = join(copy.dir, 'src/rulesets/three-musketeers/roles/porthos.ts');
      writeFileSync(porthos, readFileSync(porthos, 'utf8').replace("'Bodyguard'", "'Guard'"));
      client.moduleGraph.onFileChange(porthos); // what the file watcher does on a change
      const served = (await client.transformRequest(url))?.code;
      expect(served).toContain('"Guard"');
      expect(served).not.toContain('"Bodyguard"');
    } finally {
      await server.close();
      copy.remove();
    }
  }, 60_000); // a module runner evaluates the registry twice
});
