/** `npm run import -- moves|evening …`: PMs read into the night and evening blocks; hostile pastes. */
import { describe, expect, it } from 'vitest';
import { runInMemory } from '../cli/in-memory.ts';
import { runImportCli } from '../../../src/cli/import-run.ts';
import { MAX_PASTE_CHARS } from '../../../src/desk/paste-guard.ts';

const SCENARIO = `ruleset mafia-lk
player Коля: Дон мафии, мафия
player Вася: Мафия (1), мафия
player Шура: Шериф
player Дима: Доктор
player Миша: Мирный житель
player Петя: Мирный житель
`;
const FILES: Record<string, string> = {
  'game.scenario': SCENARIO,
  'pms.txt': 'Коля: стреляем в Петю\n\nОт: Шура\nПроверяю Васю.\n\nДмиа: лечу Петю\n\nДима пишет:\nну не знаю\n',
  'again.txt': 'Шура: проверяю Колю\n',
  'bin.txt': 'Шура: про\u0000веряю',
  'huge.txt': 'Шура: '.padEnd(MAX_PASTE_CHARS + 1, ' '),
  'nohead.txt': 'проверяю Васю\n',
  'civ.txt': 'Миша: иду к Коле\n',
};
const run = (argv: string[], files = FILES) => runInMemory(runImportCli, files, argv);
const moves = (paste: string, files = FILES) => run(['moves', paste, '--scenario', 'game.scenario', '--night', '1'], files);

describe('import moves', () => {
  it('writes each readable PM into the night; a misspelt writer and an unreadable move go to stderr with their place', () => {
    const r = moves('pms.txt');
    expect(r.code).toBe(0);
    expect(r.out).toContain('night 1\n  мафия -> Петя\n  Шура: проверка -> Вася\n');
    expect(r.err).toContain(
      'pms.txt:6:1: warning PM_UNKNOWN_WRITER: PM 3: no player "Дмиа". Did you mean "Дима"?\n' +
        'pms.txt:9:1: warning PM_UNREADABLE: PM 4 from "Дима": cannot read the move "ну не знаю". ' +
        'Write e.g. «Проверяю Васю» or «Пропускаю ход».\n',
    );
  });

  it("a later PM replaces the seat's move; a PM with no writer is listed", () => {
    const first = moves('pms.txt').out;
    const r = moves('again.txt', { ...FILES, 'game.scenario': first });
    expect(r.out).toContain('  Шура: проверка -> Коля\n');
    expect(r.out).not.toContain('-> Вася');
    expect(moves('nohead.txt').err).toMatch(/^nohead\.txt:1:1: warning PM_NO_WRITER: /);
    // A civilian has no night move: the PM is listed, nothing is written.
    const civ = moves('civ.txt');
    expect(civ.err).toMatch(/^civ\.txt:1:1: warning PM_NO_SEAT: PM 1: "Миша" has no move on night 1/);
    expect(civ.out).not.toContain('Миша ->');
  });

  it('binary and huge pastes are refused with exit 1; usage errors are 2', () => {
    const bin = moves('bin.txt');
    expect([bin.code, bin.out]).toEqual([1, '']);
    expect(bin.err).toMatch(/^bin\.txt:1:10: error PASTE_BINARY: These are not PMs/);
    expect(moves('huge.txt').err).toMatch(/error PASTE_TOO_LARGE: /);
    expect(run(['moves', 'pms.txt', '--scenario', 'game.scenario']).err).toContain('missing --night N');
    expect(run(['moves', 'pms.txt', '--scenario', 'game.scenario', '--day', '1']).code).toBe(2);
    expect(run(['moves', 'pms.txt', '--scenario', 'game.scenario', '--night', '1', '--host', 'X']).err).toContain('for votes only');
  });
});

describe('import evening', () => {
  const TM = `ruleset three-musketeers
player Лис: Атос
player Барон: Портос
player Гром: Миледи, маф
player Тень: де Жюссак, маф
player Кот: Планше
`;
  it("the mafia's PM is the swaps, Planchet's the lock; anyone else has no evening move", () => {
    const files = { 'tm.scenario': TM, 'ev.txt': 'Мафия:\nМеняем Лиса с Тенью\n\nКот: закрепляю Барона\n\nЛис: а я?\n' };
    const r = runInMemory(runImportCli, files, ['evening', 'ev.txt', '--scenario', 'tm.scenario', '--evening', '1']);
    expect(r.out).toContain('evening 1\n  закрепить Барон\n  перестановки Лис/Тень\n');
    expect(r.err).toContain('ev.txt:6:6: warning PM_UNREADABLE: PM 3: "Лис" has no evening move');
  });
});
