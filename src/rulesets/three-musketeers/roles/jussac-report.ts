// De Jussac's guardsman's report (A-130..A-134, L118, L238-245): what the watched player did and to
// whom, and his death without the killer. The night kernel (night/watchers.ts) picks the events he saw.
import { t, type Text } from '../../../engine/text.ts';
import { ABILITIES } from '../night/abilities.ts';
import { genderOf, past } from '../night/names.ts';
import { player } from '../night/run.ts';
import type { NightRun, WatchEvent } from '../night/types.ts';
import { deadVisit, killingDeed, named, NOTHING, stoppedDeed } from './watch-words.ts';

/** De Jussac's guardsman: what the subject did and to whom; his death without the killer (A-130..A-132, C-73, C-74). */
export function jussacReport(run: NightRun, subject: string, events: readonly WatchEvent[]): Text[] {
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
