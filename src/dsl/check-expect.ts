/** `expect` lines: the checked expectation, its phase and its value (a message code, a team, a name). */
import type { Ruleset } from '../engine/ruleset.ts';
import type { Expectation } from '../engine/scenario.ts';
import type { Span } from '../engine/span.ts';
import { DiagnosticSink, didYouMean } from './diagnostics.ts';
import { CHANGE_KINDS, spellingMap, spellings } from './keywords.ts';
import { expectFitsPlace } from './expect-phase.ts';
import { normalizeName } from './normalize.ts';
import type { NameNode, Statement } from './syntax.ts';
import { teamMap } from './check-players.ts';
import type { PhaseB } from './check-phases.ts';

/** Words for `expect winner none`: no side has won yet at that point. */
const NO_WINNER = new Set(['none', 'никто', 'нет', 'никого'].map(normalizeName));

export function buildExpectation(
  s: Extract<Statement, { kind: 'expect' }>,
  cur: PhaseB | null,
  ruleset: Ruleset,
  ref: (n: NameNode) => string,
  sink: DiagnosticSink,
): Expectation | null {
  if (!s.what) return null;
  const kind = s.what.id as Expectation['kind'];
  if (!expectFitsPlace(kind, cur?.kind ?? 'top', s.what.text, s.span, sink)) return null;
  if (!nightFactDeclared(kind, ruleset, s.what.text, s.what.span, sink)) return null;
  const phase = cur ? { kind: cur.kind, number: cur.number } : null;
  const player = s.player ? ref(s.player) : null;
  let value: Expectation['value'] = null;
  if (kind === 'order') value = s.names.map((n) => ref(n));
  else if (kind === 'public' && s.names.length) {
    if (cur?.kind !== 'evening') {
      sink.error(
        'TEXT_MISSING',
        'Пост проверяется по тексту в кавычках; список имён — только в блоке «вечер»',
        'A post is checked by quoted text; a list of names only in an evening block',
        s.names[0]!.span,
      );
      return null;
    }
    value = s.names.map((n) => ref(n));
  } else if (kind === 'change' && s.value) {
    const id = changeKind(s.value, sink);
    if (!id) return null;
    value = id;
  } else if (kind === 'message' && s.value) value = messageCode(s.value.text);
  else if (kind === 'winner' && s.value) {
    const none = NO_WINNER.has(normalizeName(s.value.text));
    const team = none ? 'none' : teamMap(ruleset).get(normalizeName(s.value.text));
    if (!team) {
      const dym = didYouMean(s.value.text, [...Object.keys(ruleset.teams), 'none'], sink);
      sink.error(
        'TEAM_UNKNOWN',
        `Неизвестная команда «${s.value.text}» (или none — никто не победил).${dym.ru}`,
        `Unknown team "${s.value.text}" (or none — nobody has won).${dym.en}`,
        s.value.span,
        dym.near,
      );
    }
    value = team ?? s.value.text;
  } else if (s.value) value = s.value.text;
  return { kind, phase, player, value, negated: s.negated, span: s.span };
}

/** `expect change A KIND`: the kind's id, or null with CHANGE_KIND_UNKNOWN (and the nearest word). */
function changeKind(node: NameNode, sink: DiagnosticSink): string | null {
  const id = spellingMap(CHANGE_KINDS).get(normalizeName(node.text));
  if (id) return id;
  const dym = didYouMean(node.text, spellings(CHANGE_KINDS), sink);
  sink.error(
    'CHANGE_KIND_UNKNOWN',
    `Неизвестный вид изменения «${node.text}»: заблокировано, вырублено, переставлено, отменено…${dym.ru}`,
    `Unknown kind of change "${node.text}": blocked, knocked, swapped, cancelled…${dym.en}`,
    node.span,
    dym.near,
  );
  return null;
}

/** `M12` also written with a Cyrillic М: normalised to Latin. */
function messageCode(text: string): string {
  const m = /^[MМmм](\d+)$/.exec(text.trim());
  return m ? `M${m[1]}` : text.trim();
}

/** `knocked` / `restored` read a night fact the ruleset must declare (Ruleset.nightFacts); LK declares none. */
function nightFactDeclared(kind: Expectation['kind'], ruleset: Ruleset, word: string, span: Span, sink: DiagnosticSink): boolean {
  if (kind !== 'knocked' && kind !== 'restored') return true;
  if (ruleset.nightFacts.some((f) => f.key === kind && f.kind === 'players')) return true;
  sink.error(
    'EXPECT_RULESET',
    `В правилах «${ruleset.name.ru}» ночь не отмечает «${word}»: такого ожидания здесь нет`,
    `${ruleset.name.en} nights record no "${word}": the expectation has no meaning here`,
    span,
  );
  return false;
}
