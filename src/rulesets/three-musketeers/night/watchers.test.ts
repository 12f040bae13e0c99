import { describe, expect, it } from 'vitest';
import { night, report } from './test-kit.ts';

/**
 * Issue 8.2: every watcher-report phrase against every outcome a watched player can have. De Jussac's
 * guardsman tells what the watched player did and to whom, and his death without the killer (L118,
 * L238-245); Bonacieux's apprentice tells what was done to him and by whom (L112, L247-256). A stopped
 * attack never reads as landed (L120 «не поднимется рука»), the trap and the club are named (L99), a
 * killing blow is told from a knockout (L118 «увидит, если убил подследственный»), and a mirror is seen
 * only on the player it was set on (L232 «с Атоса на Портоса»).
 */
interface Case {
  readonly outcome: string;
  readonly players: string;
  readonly order: string;
  readonly moves: readonly string[];
  readonly watcher: 'jussac' | 'bonacieux';
  readonly says: string;
}

const JUSSAC: readonly Case[] = [
  {
    outcome: 'the killer shoots and kills (L239)',
    players: 'jussac; planchet maf; athos',
    order: 'jussac planchet athos',
    moves: ['jussac > planchet', 'killer planchet > athos'],
    watcher: 'jussac',
    says: 'Я видел, как Планше достал мушкет и выстрелил в Атоса.',
  },
  {
    outcome: 'the killer is stopped by the amulet (L120)',
    players: 'jussac; kitty; planchet maf; athos',
    order: 'jussac kitty planchet athos',
    moves: ['jussac > planchet', 'kitty > athos', 'killer planchet > athos'],
    watcher: 'jussac',
    says: 'Я видел, как Планше пришел с мушкетом к Атосу, но у него не поднялась рука.',
  },
  {
    outcome: "the killer walks into Porthos's trap and dies (L99)",
    players: 'jussac; porthos; planchet maf; athos',
    order: 'jussac porthos planchet athos',
    moves: ['jussac > planchet', 'porthos > athos', 'killer planchet > athos'],
    watcher: 'jussac',
    says: 'Я видел, как Планше пришел с мушкетом к Атосу, но попал в ловушку Портоса и погиб.',
  },
  {
    outcome: "the killer comes for Athos's guest (L97)",
    players: 'jussac; athos; planchet maf; aramis',
    order: 'jussac athos planchet aramis',
    moves: ['jussac > planchet', 'athos > aramis', 'killer planchet > aramis'],
    watcher: 'jussac',
    says: 'Я видел, как Планше пришел с мушкетом к Арамису, но Арамис был в трактире.',
  },
  {
    outcome: 'the executioner knocks out',
    players: 'jussac; executioner; athos',
    order: 'jussac executioner athos',
    moves: ['jussac > executioner', 'executioner > athos'],
    watcher: 'jussac',
    says: 'Я видел, как Палач из Лилля ударил Атоса обухом топора.',
  },
  {
    outcome: "the executioner's second blow kills (L116, L118)",
    players: 'jussac; executioner; athos knocked',
    order: 'jussac executioner athos',
    moves: ['jussac > executioner', 'executioner > athos'],
    watcher: 'jussac',
    says: 'Я видел, как Палач из Лилля ударил Атоса обухом топора насмерть.',
  },
  {
    outcome: 'the executioner is clubbed by the trap (L99)',
    players: 'jussac; porthos; executioner; athos',
    order: 'jussac porthos executioner athos',
    moves: ['jussac > executioner', 'porthos > athos', 'executioner > athos'],
    watcher: 'jussac',
    says: 'Я видел, как Палач из Лилля замахнулся топором на Атоса, но получил дубинкой по голове.',
  },
  {
    outcome: 'the executioner is stopped by the amulet (L120)',
    players: 'jussac; kitty; executioner; athos',
    order: 'jussac kitty executioner athos',
    moves: ['jussac > executioner', 'kitty > athos', 'executioner > athos'],
    watcher: 'jussac',
    says: 'Я видел, как Палач из Лилля замахнулся топором на Атоса, но у него не поднялась рука.',
  },
  {
    outcome: 'de Tréville kills a traitor (L130)',
    players: 'jussac; treville; rochefort maf',
    order: 'jussac treville rochefort',
    moves: ['jussac > treville', 'treville > rochefort'],
    watcher: 'jussac',
    says: 'Я видел, как де Тревиль убил Рошфора.',
  },
  {
    outcome: 'de Tréville reaches an honest man, runs and kills himself (L130, L262)',
    players: 'jussac; treville; athos',
    order: 'jussac treville athos',
    moves: ['jussac > treville', 'treville > athos'],
    watcher: 'jussac',
    says: 'Я видел, как де Тревиль ворвался со шпагой в шатер к Атосу, но убежал, а потом покончил с собой.',
  },
  {
    outcome: 'de Tréville is stopped by the amulet (L264)',
    players: 'jussac; kitty; treville; rochefort maf',
    order: 'jussac kitty treville rochefort',
    moves: ['jussac > treville', 'kitty > rochefort', 'treville > rochefort'],
    watcher: 'jussac',
    says: 'Я видел, как де Тревиль ворвался со шпагой в шатер к Рошфору, но у него не поднялась рука.',
  },
  {
    outcome: 'the watched player is killed, the killer unseen (L242)',
    players: 'jussac; planchet maf; athos',
    order: 'jussac planchet athos',
    moves: ['jussac > athos', 'killer planchet > athos'],
    watcher: 'jussac',
    says: 'На моих глазах убили Атоса, но я не рассмотрел убийцу.',
  },
  {
    outcome: 'the watched player gives the amulet, then is killed (L245)',
    players: 'jussac; kitty; planchet maf; athos',
    order: 'jussac kitty planchet athos',
    moves: ['jussac > kitty', 'kitty > athos', 'killer planchet > kitty'],
    watcher: 'jussac',
    says: 'Я видел, как Кэтти повесила Атосу на шею амулет, а потом её убили, я не увидел кто.',
  },
  {
    outcome: 'the mirror is set on one player towards another (L232)',
    players: 'jussac; lachesnaye; athos; porthos',
    order: 'jussac lachesnaye athos porthos',
    moves: ['jussac > lachesnaye', 'lachesnaye > athos, porthos'],
    watcher: 'jussac',
    says: 'Я видел, как Ля Шене поставил зеркало на Атоса в сторону Портоса.',
  },
  {
    outcome: 'the watched player does nothing (L250)',
    players: 'jussac; planchet; athos',
    order: 'jussac planchet athos',
    moves: ['jussac > planchet'],
    watcher: 'jussac',
    says: 'Я следил всю ночь, но ничего не заметил.',
  },
];

const BONACIEUX: readonly Case[] = [
  {
    outcome: 'killed by the killer (L253)',
    players: 'bonacieux; planchet maf; athos',
    order: 'bonacieux planchet athos',
    moves: ['bonacieux > athos', 'killer planchet > athos'],
    watcher: 'bonacieux',
    says: 'Я видел, как Планше убил объект наблюдения.',
  },
  {
    outcome: 'the killer is stopped by the amulet (L120)',
    players: 'bonacieux; kitty; planchet maf; athos',
    order: 'bonacieux kitty planchet athos',
    moves: ['bonacieux > athos', 'kitty > athos', 'killer planchet > athos'],
    watcher: 'bonacieux',
    says: 'Я видел, как Кэтти повесила объекту на шею амулет, а потом Планше пришел с мушкетом к объекту, но у него не поднялась рука.',
  },
  {
    outcome: "the killer walks into Porthos's trap (L99)",
    players: 'bonacieux; porthos; planchet maf; athos',
    order: 'bonacieux porthos planchet athos',
    moves: ['bonacieux > athos', 'porthos > athos', 'killer planchet > athos'],
    watcher: 'bonacieux',
    says: 'Я видел, как Портос встал на защиту объекта, а потом Планше пришел с мушкетом к объекту, но попал в ловушку Портоса.',
  },
  {
    outcome: 'the killer comes while the object is in the tavern (L97)',
    players: 'bonacieux; athos; planchet maf; aramis',
    order: 'bonacieux athos planchet aramis',
    moves: ['bonacieux > aramis', 'athos > aramis', 'killer planchet > aramis'],
    watcher: 'bonacieux',
    says: 'Я видел, как Атос увел объект в трактир, а потом Планше пришел с мушкетом к объекту, но объект был в трактире.',
  },
  {
    outcome: 'knocked out by the executioner',
    players: 'bonacieux; executioner; athos',
    order: 'bonacieux executioner athos',
    moves: ['bonacieux > athos', 'executioner > athos'],
    watcher: 'bonacieux',
    says: 'Я видел, как Палач из Лилля ударил объект наблюдения обухом топора.',
  },
  {
    outcome: "killed by the executioner's second blow (L116)",
    players: 'bonacieux; executioner; athos knocked',
    order: 'bonacieux executioner athos',
    moves: ['bonacieux > athos', 'executioner > athos'],
    watcher: 'bonacieux',
    says: 'Я видел, как Палач из Лилля убил объект наблюдения.',
  },
  {
    outcome: 'the executioner is clubbed by the trap (L99)',
    players: 'bonacieux; porthos; executioner; athos',
    order: 'bonacieux porthos executioner athos',
    moves: ['bonacieux > athos', 'porthos > athos', 'executioner > athos'],
    watcher: 'bonacieux',
    says:
      'Я видел, как Портос встал на защиту объекта, а потом Палач из Лилля замахнулся топором на объект, ' +
      'но получил дубинкой по голове.',
  },
  {
    outcome: 'de Tréville breaks in on an honest object and runs (L262)',
    players: 'bonacieux; treville; athos',
    order: 'bonacieux treville athos',
    moves: ['bonacieux > athos', 'treville > athos'],
    watcher: 'bonacieux',
    says: 'Я видел, как де Тревиль ворвался со шпагой в шатер к объекту наблюдения, но убежал.',
  },
  {
    outcome: 'the object, de Tréville, kills himself (L130)',
    players: 'bonacieux; treville; athos',
    order: 'bonacieux treville athos',
    moves: ['bonacieux > treville', 'treville > athos'],
    watcher: 'bonacieux',
    says: 'Я видел, как объект наблюдения покончил с собой.',
  },
  {
    outcome: 'a mirror is set on the object (L105)',
    players: 'bonacieux; lachesnaye; athos; porthos',
    order: 'bonacieux lachesnaye athos porthos',
    moves: ['bonacieux > athos', 'lachesnaye > athos, porthos'],
    watcher: 'bonacieux',
    says: 'Я видел, как Ля Шене поставил зеркало на объект наблюдения.',
  },
  {
    outcome: 'a mirror points towards the object: set on someone else (L232)',
    players: 'bonacieux; lachesnaye; athos; porthos',
    order: 'bonacieux lachesnaye athos porthos',
    moves: ['bonacieux > porthos', 'lachesnaye > athos, porthos'],
    watcher: 'bonacieux',
    says: 'Я следил всю ночь, но ничего не заметил.',
  },
  {
    outcome: 'the object kills and nobody touches him (L250)',
    players: 'bonacieux; kitty maf; athos',
    order: 'bonacieux kitty athos',
    moves: ['bonacieux > kitty', 'killer kitty > athos'],
    watcher: 'bonacieux',
    says: 'Я следил всю ночь, но ничего не заметил.',
  },
];

describe.each([
  ['de Jussac', JUSSAC],
  ['Bonacieux', BONACIEUX],
] as const)("%s's report for each outcome", (_who, cases) => {
  it.each(cases.map((c) => [c.outcome, c] as const))('%s', (_o, c) => {
    const tl = night(c.players, c.order, c.moves, { missingMafiaKill: 'noKill' });
    expect(report(tl, c.watcher)).toBe(c.says);
  });
});
