/**
 * A small Scenario → scenario-text printer (test helper of the proof suite). It stands in for a
 * UI that builds a scenario with forms and saves it as text: printing, formatting and parsing
 * back must give the same Scenario. It also turns a shrunk counterexample into a readable file.
 * Not a product formatter: it writes canonical English keywords and quotes nothing it need not.
 */
import type { DayEvent, Expectation, Move, NamedList, PhaseInput, PlayerDecl, Scenario } from '../../../src/engine/scenario.ts';

function names(list: NamedList): string {
  return list.names.map((n) => n.name).join(', ');
}

function player(p: PlayerDecl): string {
  const items: string[] = [p.team];
  if (p.start !== 'alive') items.push(p.start);
  for (const flag of p.flags) items.push(flag);
  return `player ${p.name}: ${p.role}, ${items.join(', ')}`;
}

function dayEvent(e: DayEvent): string {
  switch (e.kind) {
    case 'vote':
      return `${e.blitz ? 'blitz ' : ''}${e.voter} -> ${e.target ?? 'none'}${e.time ? ` @${e.time}` : ''}`;
    case 'power':
      return `${e.actor}: ${e.verb}${e.targets.length ? ` ${e.targets.join(', ')}` : ''}`;
    case 'note':
      return `${e.note} ${e.player}`;
  }
}

function move(m: Move): string {
  if (m.actor === 'mafia' && !m.killer && m.verb === undefined) return `mafia -> ${m.targets.join(', ')}`;
  return `${m.killer ? 'killer ' : ''}${m.actor}${m.verb !== undefined ? `: ${m.verb}` : ''} -> ${m.targets.join(', ')}`;
}

function quote(s: string): string {
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function expectation(e: Expectation): string {
  const head = `expect ${e.negated ? 'not ' : ''}`;
  const value = e.value;
  switch (e.kind) {
    case 'nobodyJailed':
      return `${head}nobody jailed`;
    case 'order':
      return `${head}order ${Array.isArray(value) ? value.join(', ') : String(value ?? '')}`;
    case 'message':
      return `${head}message ${e.player ?? ''} ${typeof value === 'string' ? value : ''}`;
    case 'report':
      return `${head}report ${e.player ?? ''} ${quote(typeof value === 'string' ? value : '')}`;
    case 'public':
      return `${head}public ${quote(typeof value === 'string' ? value : '')}`;
    case 'diagnostic':
    case 'winner':
      return `${head}${e.kind} ${typeof value === 'string' ? value : ''}`;
    case 'change':
      return `${head}change ${[e.player, value].filter((x) => typeof x === 'string').join(' ')}`;
    case 'why':
      return `${head}why ${e.player ? `${e.player} ` : ''}${quote(typeof value === 'string' ? value : '')}`;
    default:
      return `${head}${e.kind} ${e.player ?? ''}`;
  }
}

function phaseLines(p: PhaseInput): string[] {
  const out = [`${p.kind} ${p.number}`];
  if (p.kind === 'day') {
    for (const e of p.events) out.push(dayEvent(e));
  } else if (p.kind === 'evening') {
    if (p.order) out.push(`order ${names(p.order)}`);
    if (p.lock) out.push(`lock ${p.lock.name}`);
    for (const s of p.swaps) out.push(`swaps ${s.pairs.map((x) => `${x.a}/${x.b}`).join(', ')}`);
  } else {
    if (p.order) out.push(`order ${names(p.order)}`);
    for (const m of p.moves) out.push(move(m));
    for (const n of p.notes ?? []) out.push(`${n.note} ${n.player}`);
  }
  return out;
}

/**
 * Prints a scenario as DSL text. Expectations with a phase go into the first block of that kind
 * and number; top-level ones go before the first block.
 */
export function printScenario(s: Scenario): string {
  const lines = [`ruleset ${s.ruleset}`, `seed ${s.seed}`];
  for (const o of s.options) lines.push(`option ${o.key} = ${o.value}`);
  for (const p of s.players) lines.push(player(p));
  for (const e of s.expectations.filter((x) => x.phase === null)) lines.push(expectation(e));
  const placed = new Set<Expectation>();
  for (const p of s.phases) {
    lines.push('', ...phaseLines(p));
    for (const e of s.expectations) {
      if (e.phase && !placed.has(e) && e.phase.kind === p.kind && e.phase.number === p.number) {
        placed.add(e);
        lines.push(expectation(e));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
