/**
 * `expect change` and `expect why`: they read what the steps of their own phase record (issue 8.5,
 * 8.9), hold and fail with what was found in both languages, and are refused with a clear code
 * when misused.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runScenario } from '../../../src/dsl/index.ts';

const CAST = `ruleset three-musketeers
seed 1
player Джон Фельтон
player Атос
player Палач из Лилля: Палач из Лилля, маф
player Планше
`;

/** The executioner hits Felton before (`early`) or after his slot; `lines` go into night 1, `more` after it. */
function hitFelton(early: boolean, lines: string, more = ''): string {
  const order = early ? 'Палач из Лилля, Джон Фельтон, Атос, Планше' : 'Джон Фельтон, Атос, Палач из Лилля, Планше';
  return `${CAST}night 1
  order ${order}
  Фельтон -> Атоса, Палача из Лилля
  Атос -> Планше
  Палач из Лилля -> Фельтона
${lines}
${more}`;
}

const verdicts = (text: string) => runScenario(text).results.map((r) => [r.holds, r.found.ru, r.found.en]);
const codes = (text: string) =>
  runScenario(text)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.code);

describe('expect change: a step of the phase recorded a change to the player’s move', () => {
  it('holds when the knockout took a move still to come, naming the kind and the step', () => {
    expect(verdicts(hitFelton(true, '  expect change Джон Фельтон knocked\n  expect change Фельтон'))).toEqual([
      [true, 'изменения: вырублено (шаг n1.s1, Палач из Лилля)', 'changes: knocked out (step n1.s1, Палач из Лилля)'],
      [true, 'изменения: вырублено (шаг n1.s1, Палач из Лилля)', 'changes: knocked out (step n1.s1, Палач из Лилля)'],
    ]);
  });

  it('fails when the move was already made (issue 8.5), and its negation holds', () => {
    expect(verdicts(hitFelton(false, '  expect change Джон Фельтон knocked\n  expect not change Джон Фельтон'))).toEqual([
      [false, 'ход никто не менял', 'nobody changed the move'],
      [true, 'ход никто не менял', 'nobody changed the move'],
    ]);
  });

  it('a change of another kind does not satisfy a named kind', () => {
    expect(verdicts(hitFelton(true, '  expect change Фельтон blocked'))[0]!.slice(0, 1)).toEqual([false]);
  });

  it('without a player it looks at every step; Russian words name the kinds', () => {
    const text = hitFelton(
      true,
      '  ожидается изменение вырублено\n  ожидается не изменён Фельтон заблокирован\n  ожидается изменён Фельтон вырублен',
    );
    expect(verdicts(text).map((v) => v[0])).toEqual([true, true, true]);
    expect(verdicts(text)[0]![1]).toBe('изменения: вырублено → Джон Фельтон (шаг n1.s1, Палач из Лилля)');
  });

  it('refers to the phase it is written in: night 2 does not see night 1’s change; the top level does', () => {
    const night2 = 'night 2\n  order Атос, Планше\n  Атос -> Планше\n  expect change Джон Фельтон knocked';
    const text = hitFelton(true, '', night2).replace('player Планше\n', 'player Планше\nexpect change Джон Фельтон knocked\n');
    expect(verdicts(text)).toEqual([
      [true, 'изменения: вырублено (шаг n1.s1, Палач из Лилля)', 'changes: knocked out (step n1.s1, Палач из Лилля)'],
      [false, 'ход никто не менял', 'nobody changed the move'],
    ]);
  });

  it('in a day block it reads the day’s steps (Constance’s pull redirects a ballot)', () => {
    const day = `${CAST.replace('player Планше', 'player Констанция: Констанция Бонасье')}day 1
  Атос -> Палача из Лилля @10:00
  Констанция: pull Атос
  expect change Атос redirected
  expect not change Планше
`;
    expect(verdicts(day).map((v) => v[0])).toEqual([true, true]);
  });
});

describe('expect why: the words of the player’s step panel (summary, causes, changes)', () => {
  it('finds a cause with its clause, in either language', () => {
    const text = hitFelton(
      true,
      '  expect why Палач из Лилля "[A-121]"\n  expect why Палач "is unconscious for a day"\n  expect why Палач "без сознания"',
    );
    expect(verdicts(text).map((v) => v[0])).toEqual([true, true, true]);
  });

  it('finds a change as the panel words it, and fails with the panel’s lines when the words are absent', () => {
    const text = hitFelton(true, '  expect why Палач "вырублено n1.s2: Джон Фельтон: сведение → Атос, Палач из Лилля ⇒ ∅"');
    expect(verdicts(text)[0]![0]).toBe(true);
    const [holds, ru, en] = verdicts(hitFelton(false, '  expect why Палач "вырублено n1.s1"'))[0]!;
    expect(holds).toBe(false);
    expect(ru).toContain('[A-121] Джон Фельтон без сознания на сутки');
    expect(en).toContain('[A-121] Джон Фельтон is unconscious for a day');
  });

  it('a player with no step in the phase: it fails and says so', () => {
    const text = hitFelton(true, '', 'day 2\n  Атос -> Планше @10:00\n  expect why Палач "удар"');
    expect(verdicts(text)).toEqual([[false, 'шагов игрока здесь нет', 'no step of the player here']]);
  });
});

describe('misuse is refused at its place', () => {
  it('an unknown kind of change, with the nearest word', () => {
    const r = runScenario(hitFelton(true, '  expect change Фельтон blokced'));
    const d = r.diagnostics.find((x) => x.code === 'CHANGE_KIND_UNKNOWN')!;
    expect(d.suggestion).toBe('blocked');
    expect(d.message.ru).toContain('Неизвестный вид изменения «blokced»');
    expect(d.span.line).toBe(12);
    expect(r.results).toEqual([]);
  });

  it('quoted text after change points to why; why without text asks for it; an unknown player is NAME_UNKNOWN', () => {
    expect(codes(hitFelton(true, '  expect change Фельтон "вырублено"'))).toEqual(['CHANGE_TEXT']);
    expect(codes(hitFelton(true, '  expect why Фельтон'))).toEqual(['TEXT_MISSING']);
    expect(codes(hitFelton(true, '  expect change Вася knocked'))).toEqual(['NAME_UNKNOWN']);
  });
});

describe('expect why: the empty move', () => {
  const file = readFileSync(
    new URL('../../../scenarios/three-musketeers/milady-gives-lone-maf-both-functions.scenario', import.meta.url),
    'utf8',
  );
  const taken = 'n1.s3: Арамис: проповедь → Портос ⇒';
  it('matches «∅» as the lines write it and «—» as the panel used to show it; a wrong move still fails', () => {
    const lines = [
      `  expect why Миледи "${taken} ∅"`,
      `  expect why Миледи "${taken} —"`,
      `  expect why Миледи "n1.s3: Атос: проповедь → Портос ⇒ —"`,
    ];
    const text = file.replace(/^ {2}expect .*\n?/gm, '') + lines.join('\n') + '\n';
    expect(runScenario(text).results.map((r) => r.holds)).toEqual([true, true, false]);
  });
});
