// Bonacieux's apprentice's report (A-110..A-115, L112, L247-256): who did what to the watched
// object, the killer named, visits after its death. The night kernel (night/watchers.ts) picks the events he saw.
import { t, type Text } from '../../../engine/text.ts';
import { ABILITIES, type Named } from '../night/abilities.ts';
import { genderOf, past, type Case } from '../night/names.ts';
import { player } from '../night/run.ts';
import type { NightRun, WatchEvent } from '../night/types.ts';
import { named, NOTHING, stoppedDeed } from './watch-words.ts';

/** Bonacieux's watched character: «объект (наблюдения)». */
function object(full: boolean): Named {
  const forms: Readonly<Record<Case, string>> = { nom: 'объект', gen: 'объекта', dat: 'объекту', acc: 'объект', ins: 'объектом' };
  return { ru: (c: Case) => forms[c] + (full ? ' наблюдения' : ''), en: full ? 'the watched object' : 'the object' };
}

/** Bonacieux's apprentice: who did what to the object (A-110..A-114): the killer named, visits after death. */
export function bonacieuxReport(run: NightRun, subject: string, events: readonly WatchEvent[]): Text[] {
  const g = genderOf(player(run, subject));
  const pron = g === 'f' ? 'её' : 'его';
  // What was done to him and by whom (L112): a mirror pointed his way was set on someone else (L232),
  // so only the mirror set on him is seen; his own suicide is seen as his end.
  const seen = events.filter(
    (e) =>
      e.targets.includes(subject) &&
      e.kind !== 'guest' &&
      (e.actor !== subject || (e.kind === 'killed' && e.via === 'suicide')) &&
      !(e.ability !== null && ABILITIES[e.ability].direction === true && e.kind === 'act' && e.targets[0] !== subject),
  );
  if (seen.length === 0) return [NOTHING];
  const full = seen.length === 1;
  const obj = object(full);
  const parts: string[] = [];
  const partsEn: string[] = [];
  const after: Text[] = [];
  let dead = false;
  for (const e of seen) {
    const actor = named(run, e.actor);
    const ag = genderOf(player(run, e.actor));
    if (e.kind === 'visitDead' || dead) {
      if (e.kind === 'killed') continue;
      after.push(
        t(
          `Через некоторое время к шатру объекта ${past(ag, 'подошел', 'подошла')} ${actor.ru('nom')}, ` +
            `${past(ag, 'звал', 'звала')} объект, но никто не ответил и ${past(ag, 'он ушел', 'она ушла')}.`,
          `Some time later ${actor.en} came to the object's tent and called, but nobody answered, so they left.`,
        ),
      );
      continue;
    }
    if (e.kind === 'killed') {
      dead = true;
      const how =
        e.via === 'bomb'
          ? t('убили мушкетеры', 'the musketeers killed')
          : e.via === 'trap'
            ? t(`погиб в ловушке ${actor.ru('gen')}`, `died in ${actor.en}'s trap`)
            : e.via === 'suicide'
              ? t('покончил с собой', 'killed itself')
              : t(`${past(ag, 'убил', 'убила')} ${actor.ru('nom')}`, `was killed by ${actor.en}`);
      if (parts.length === 0) {
        if (e.via === null) {
          parts.push(`${actor.ru('nom')} ${past(ag, 'убил', 'убила')} ${obj.ru('acc')}`);
          partsEn.push(`${actor.en} killed ${obj.en}`);
        } else {
          parts.push(`${obj.ru('nom')} ${how.ru}`);
          partsEn.push(`${obj.en} ${how.en}`);
        }
      } else if (e.via === null) {
        parts.push(`а потом ${pron} ${how.ru}`);
        partsEn.push(`and then it ${how.en}`);
      } else {
        parts.push(`а потом ${obj.ru('nom')} ${how.ru}`);
        partsEn.push(`and then ${obj.en} ${how.en}`);
      }
      continue;
    }
    if (!e.ability) continue;
    const shown = e.targets.map((n) => (n === subject ? obj : named(run, n)));
    const only = ABILITIES[e.ability].objectOnly === true; // the apprentice shows only the object
    const d = e.stop ? stoppedDeed(e.ability, e.stop, ag, obj, 'm') : ABILITIES[e.ability].deed(ag, only ? [obj] : shown);
    parts.push(`${parts.length > 0 ? 'а потом ' : ''}${actor.ru('nom')} ${d.ru}`);
    partsEn.push(`${partsEn.length > 0 ? 'and then ' : ''}${actor.en} ${d.en}`);
  }
  const lines: Text[] = [];
  if (parts.length > 0) lines.push(t(`Я видел, как ${parts.join(', ')}.`, `I saw that ${partsEn.join(', ')}.`));
  if (after.length > 0) {
    if (lines.length === 0) return after;
    const first = lines[0]!;
    lines[0] = t(`${first.ru} ${after.map((a) => a.ru).join(' ')}`, `${first.en} ${after.map((a) => a.en).join(' ')}`);
  }
  return lines.length > 0 ? lines : [NOTHING];
}
