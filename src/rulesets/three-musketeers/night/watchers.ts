import { t, type Text } from '../../../engine/text.ts';
import type { Report } from '../../../engine/timeline.ts';
import { ABILITIES, type Named } from './abilities.ts';
import { enName, genderOf, past, ruName, type Case } from './names.ts';
import { isInheritor } from '../roles/traits.ts';
import { player } from './run.ts';
import type { NightRun, WatchEvent } from './types.ts';
import { deadVisit, killingDeed, stoppedDeed } from './watch-words.ts';

const NOTHING = t('Я следил всю ночь, но ничего не заметил.', 'I watched all night but noticed nothing.');

/** A player named as the text names characters (by role, declined). */
function named(run: NightRun, name: string): Named {
  const p = player(run, name);
  return { ru: (c: Case) => ruName(p, name, c), en: enName(p, name) };
}

/** Bonacieux's watched character: «объект (наблюдения)». */
function object(full: boolean): Named {
  const forms: Readonly<Record<Case, string>> = { nom: 'объект', gen: 'объекта', dat: 'объекту', acc: 'объект', ins: 'объектом' };
  return { ru: (c: Case) => forms[c] + (full ? ' наблюдения' : ''), en: full ? 'the watched object' : 'the object' };
}

/** Each player's events of the night, as actor or target, in night order. */
function eventsByPlayer(events: readonly WatchEvent[]): Map<string, WatchEvent[]> {
  const by = new Map<string, WatchEvent[]>();
  for (const e of events) {
    for (const name of new Set([e.actor, ...e.targets])) {
      let list = by.get(name);
      if (!list) by.set(name, (list = []));
      list.push(e);
    }
  }
  return by;
}

/** Which events a watcher saw (C-72): the genuine one all night, a Milady-forced one after his slot. */
function window(run: NightRun, forced: boolean, slot: number): (e: WatchEvent) => boolean {
  const mode = run.opt('watchWindow');
  const after = mode === 'afterWatcherSlot' || (mode === 'genuineWholeNightForcedAfterSlot' && forced);
  return after ? (e) => e.slot > slot : () => true;
}

/** De Jussac's guardsman: what the subject did and to whom; his death without the killer (A-130..A-132, C-73, C-74). */
function jussacLines(run: NightRun, subject: string, events: readonly WatchEvent[]): Text[] {
  const s = player(run, subject);
  const g = genderOf(s);
  const S = named(run, subject);
  const ru: string[] = [];
  const en: string[] = [];
  const extra: Text[] = [];
  let died: WatchEvent | null = null;
  let trapped = false;
  for (const e of events) {
    if (e.kind === 'killed' && e.targets[0] === subject) {
      died = e;
      break;
    }
    if (e.actor === subject && (e.kind === 'act' || e.kind === 'killed') && e.ability) {
      const targets = ABILITIES[e.ability].targets === 2 ? e.targets : e.targets.slice(0, 1);
      const first = named(run, targets[0]!);
      // What he did, as it ended (issue 8.2): a killing blow is not a knockout (L118), a stopped attack did not land (L120).
      const d =
        (e.kind === 'killed' ? killingDeed(e.ability, g, first) : null) ??
        (e.stop
          ? stoppedDeed(e.ability, e.stop, g, first, genderOf(player(run, targets[0]!)))
          : ABILITIES[e.ability].deed(
              g,
              targets.map((n) => named(run, n)),
            ));
      trapped = e.stop === 'trap';
      ru.push(d.ru);
      en.push(d.en);
    } else if (e.kind === 'visitDead' && e.actor === subject && run.opt('jussacSeesDeadVisit') === 'seen') {
      // He went out and found nobody alive (L118 «всё, что … делал»): not a night of doing nothing (issue 8.2).
      const d = deadVisit(g, named(run, e.targets[0]!), genderOf(player(run, e.targets[0]!)));
      ru.push(d.ru);
      en.push(d.en);
    } else if (e.kind === 'guest' && e.targets[0] === subject && run.opt('jussacOnBlockedSubject') === 'seesTavern') {
      const athos = named(run, e.actor);
      ru.push(`${past(g, 'пил', 'пила')} в трактире с ${athos.ru('ins')}`);
      en.push(`drank in the tavern with ${athos.en}`);
    } else if (
      e.kind === 'act' &&
      e.actor !== subject &&
      e.targets.includes(subject) &&
      e.ability &&
      run.opt('jussacSeesIncoming') === 'allAnonymous'
    ) {
      const d = ABILITIES[e.ability].deed('m', [S]);
      extra.push(t(`Я видел, как кто-то ${d.ru}.`, `I saw someone ${d.en}.`));
    }
  }
  const pron = g === 'f' ? 'её' : 'его';
  // His own end is his deed (a suicide, L130; the trap he walked into, L99); a killer stays unseen (L118).
  const own =
    died?.via === 'suicide'
      ? t(`${past(g, 'покончил', 'покончила')} с собой`, 'killed themselves')
      : died?.via === 'trap'
        ? t(`${past(g, 'погиб', 'погибла')} в ловушке Портоса`, "died in Porthos's trap")
        : null;
  if (ru.length === 0) {
    if (own) return [t(`Я видел, как ${S.ru('nom')} ${own.ru}.`, `I saw that ${S.en} ${own.en}.`), ...extra];
    if (died)
      return [
        t(
          `На моих глазах убили ${S.ru('acc')}, но я не рассмотрел убийцу.`,
          `${S.en} was killed before my eyes, but I did not make out the killer.`,
        ),
        ...extra,
      ];
    return extra.length > 0 ? extra : [NOTHING];
  }
  if (own && trapped && died?.via === 'trap') {
    ru[ru.length - 1] += ` и ${past(g, 'погиб', 'погибла')}`;
    en[en.length - 1] += ' and died';
  }
  const ownTail = own && !(trapped && died?.via === 'trap');
  const tail = ownTail ? [own.ru] : died && !own ? [`${pron} убили, я не увидел кто`] : [];
  const tailEn = ownTail ? [own.en] : died && !own ? ['was killed; I did not see by whom'] : [];
  return [
    t(
      `Я видел, как ${S.ru('nom')} ${[...ru, ...tail].join(', а потом ')}.`,
      `I saw that ${S.en} ${[...en, ...tailEn].join(', and then ')}.`,
    ),
    ...extra,
  ];
}

/** Bonacieux's apprentice: who did what to the object (A-110..A-114): the killer named, visits after death. */
function bonacieuxLines(run: NightRun, subject: string, events: readonly WatchEvent[]): Text[] {
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

/** The detailed reports of the night's watchers, for those alive in the morning. */
export function watchReports(run: NightRun): Report[] {
  const out: Report[] = [];
  const involving = run.watches.length ? eventsByPlayer(run.events) : new Map<string, WatchEvent[]>();
  for (const w of run.watches) {
    const rec = w.watcher;
    if (!rec.player.alive) continue; // the dead learn nothing of their moves
    if (isInheritor(rec.player) && !w.forced && run.opt('fatherGetsWatcherReport') === 'false') continue;
    // A watcher only ever reports events his subject did or underwent: no scan of the whole night per watcher.
    const seen = (involving.get(w.subject) ?? []).filter(window(run, w.forced, w.slot));
    const lines = (w.kind === 'deeds' ? jussacLines : bonacieuxLines)(run, w.subject, seen);
    out.push({ recipient: rec.actor, role: w.role, lines, step: w.step });
  }
  return out;
}
