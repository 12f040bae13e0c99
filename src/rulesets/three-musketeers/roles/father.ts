import type { PlayerFact } from '../../../engine/scenario.ts';
import type { StartFactUse } from '../start-hook.ts';
import type { TmState } from '../state.ts';
import type { InheritedRole } from './index.ts';
import { dartagnanMemory } from './dartagnan.ts';
import { kittyMemory } from './kitty.ts';
import { isMusket, MUSKET_ROLE } from './musket.ts';
import { memoryView } from '../../../engine/role-memory.ts';
import { inheritAtJailing } from './father-day.ts';
import { fatherMemo, fatherMemory, fatherView } from './father-memory.ts';
import { inheritAtDeath, inheritAtMorning, recordInheritance, refuseUnfit, revertOnRestore } from './father-night.ts';
import { defineRole, type TmRole } from './role.ts';
import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** D'Artagnan's Father: the data the first paint reads (names, case forms, the names of its abilities). */
const fatherAbout = roleAbout({
  id: 'father',
  spec: {
    name: t("Отец Д'Артаньяна", "D'Artagnan's Father"),
    nickname: t('Мастер перевоплощений', 'Master of Transformations'),
    aliases: [
      "Отец Д'Артаньяна",
      "Отца Д'Артаньяна",
      "Отцу Д'Артаньяна",
      'Отец',
      'Отца',
      'Отцу',
      'Отцом',
      'Бертран',
      "D'Artagnan's Father",
      'Father',
    ],
    when: 'passive',
    targets: 1,
    clauses: ['A-152', 'A-153', 'A-154', 'A-155'],
    ability: t(
      'Изначально ничего не умеет; после каждой посадки или убийства ' + 'получает умения последнего выбывшего (кроме Аббатисы).',
      'Starts with nothing; after each jailing or kill takes the ' + "abilities of the last one out (never the Abbess's).",
    ),
  },
  forms: {
    g: 'm',
    ru: ["Отец Д'Артаньяна", "Отца Д'Артаньяна", "Отцу Д'Артаньяна", "Отца Д'Артаньяна", "Отцом Д'Артаньяна"],
    en: "D'Artagnan's Father",
  },
  night: null,
});

/** D'Artagnan's Father: the data above, with its traits, hooks and night action. */
export const father: TmRole<'father', never> = defineRole({
  ...fatherAbout,
  memory: fatherMemory,
  holds: (state) => fatherView(state).role,
  nightDeath: inheritAtDeath,
  atSlot: refuseUnfit,
  morning: inheritAtMorning,
  dawn: recordInheritance,
  jailed: inheritAtJailing,
  restored: revertOnRestore,
  carried: (state, bit) =>
    (memoryView(state.memory, kittyMemory, 'heir').selfKeepUsed ? bit.selfKeepUsed : 0) |
    (memoryView(state.memory, dartagnanMemory, 'heir').used ? bit.duelUsed : 0) |
    (held(state) ? (isMusket(held(state)) ? bit.inheritsMusket : bit.inherits) : 0),
  startFacts: {
    inherits: (use, _p, fact) => inheritStated(use, fact, null),
    inheritsMusket: (use, _p, fact) => inheritStated(use, fact, MUSKET_ROLE),
  },
  inheritor: true,
  night: null,
});

function held(state: TmState): InheritedRole | null {
  return fatherView(state).role;
}

/** Start facts `inherits`/`inheritsMusket`: the Father already holds the named player's abilities, or his musket (A-153, C-94). */
function inheritStated(use: StartFactUse, fact: PlayerFact, musket: typeof MUSKET_ROLE | null): void {
  const from = fact.player ? use.state.players.find((x) => x.name === fact.player) : undefined;
  if (!from) return;
  const role = musket ?? (from.role as InheritedRole);
  const memo = fatherMemo(use.state);
  memo.role = role;
  memo.history.push({ role, from: from.name });
  memo.told = memo.history.length; // a fact of the past, not tonight's news
}
