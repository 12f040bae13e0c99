/**
 * The human-readable report of a run: the timeline phase by phase (steps with slot, actor,
 * outcome, summary, causes with clause ids), every host message, expectations, diagnostics.
 */
import type { Diagnostic } from '../engine/diagnostic.ts';
import { nightFlag, nightPlayers } from '../engine/night-fact.ts';
import type { Lang } from '../engine/text.ts';
import type { DaySummary, HostMessage, NightSummary, Step, Timeline } from '../engine/timeline.ts';
import type { RunResult } from '../dsl/run.ts';
import { scenarioPeople, type Person } from '../engine/grammar/people.ts';
import type { Scenario } from '../engine/scenario.ts';
import type { Ruleset } from '../engine/ruleset.ts';
import { RULESETS } from '../rulesets/index.ts';
import { messageCodeWord, sentencedWord, WINNER } from '../engine/words.ts';
import { actionWords, changeWord, outcomeWord, roleWord, severityWord, teamWord } from './words.ts';

const PHASE_NAME: Record<Step['phase'], { ru: string; en: string }> = {
  day: { ru: 'День', en: 'Day' },
  evening: { ru: 'Вечер', en: 'Evening' },
  night: { ru: 'Ночь', en: 'Night' },
  morning: { ru: 'Утро', en: 'Morning' },
};

/** `FILE:LINE:COL: error CODE: message` (no position for diagnostics without source). */
export function diagnosticLine(file: string, d: Diagnostic, lang: Lang): string {
  const where = d.span.line > 0 ? `${file}:${d.span.line}:${d.span.col}` : file;
  const msg = d.message[lang];
  const hint =
    d.suggestion && !msg.includes(d.suggestion)
      ? lang === 'ru'
        ? ` (может быть, «${d.suggestion}»?)`
        : ` (did you mean "${d.suggestion}"?)`
      : '';
  // An error the scenario asserts with `expect diagnostic` is a ruling, not a failure.
  return `${where}: ${severityWord(d.severity, d.expected === true, lang)} ${d.code}: ${msg}${hint}`;
}

function stepLines(tl: Timeline, s: Step, lang: Lang): string[] {
  // A player who acts as a role they borrowed reads as one person: «Кэтти — Атос» only when they differ.
  const role = s.role ? roleWord(tl.ruleset, s.role, lang) : '';
  const actor = s.actor && s.actor === s.role ? role : s.actor; // the mafia's own submission (swaps)
  const who = actor ? `${actor}${role && role !== actor ? ` (${role})` : ''}` : lang === 'ru' ? '(ведущий)' : '(host)';
  const slot = s.slot !== undefined ? `#${s.slot} ` : '';
  const auto = s.automatic ? (lang === 'ru' ? ' [автоматически]' : ' [automatic]') : '';
  const out = [`  ${s.id}  ${slot}${who}  ${outcomeWord(s.outcome, lang)}${auto} — ${s.summary[lang]}`];
  for (const c of s.causes) {
    const from = c.step ? ` ← ${c.step}` : '';
    const opt = c.option ? ` {${c.option.key}=${c.option.value}}` : '';
    out.push(`      ${lang === 'ru' ? 'причина' : 'because'} [${c.clause}]${from}: ${c.note[lang]}${opt}`);
  }
  const words = (a: Parameters<typeof actionWords>[0]): string => actionWords(a, lang, tl.ruleset);
  for (const ch of s.changes) {
    out.push(`      ${changeWord(ch.kind, lang)} ${ch.target}: ${words(ch.before)} ⇒ ${words(ch.after)}`);
  }
  return out;
}

function nightLines(tl: Timeline, who: (name: string) => Person, n: NightSummary, lang: Lang): string[] {
  const ru = lang === 'ru';
  const out: string[] = [];
  const deaths = n.deaths
    .map((d) => {
      const role = roleWord(tl.ruleset, d.role, lang);
      return `${d.player} (${role === d.player ? '' : `${role}, `}${teamWord(d.team, who(d.player), lang)})`;
    })
    .join(', ');
  out.push(`  ${ru ? 'Погибли' : 'Deaths'}: ${deaths || '—'}`);
  for (const fact of RULESETS[tl.ruleset].nightFacts) {
    const names = nightPlayers(n.facts, fact.key);
    if (fact.kind === 'players' && names.length) out.push(`  ${fact.label[lang]}: ${names.join(', ')}`);
    if (fact.kind === 'flag' && nightFlag(n.facts, fact.key)) out.push(`  ${fact.label[lang]}`);
  }
  out.push(...messageLines(n.messages, lang));
  for (const r of n.reports) {
    out.push(`  ${ru ? 'Отчёт' : 'Report'} → ${r.recipient} (${roleWord(tl.ruleset, r.role, lang)}):`);
    for (const l of r.lines) out.push(`    ${l[lang]}`);
  }
  out.push(`  ${ru ? 'Публично' : 'Public'}: ${n.public[lang]}`);
  return out;
}

/** Host messages by player, one line per message (shared by mornings and days). */
function messageLines(messages: Readonly<Record<string, readonly HostMessage[]>> | undefined, lang: Lang): string[] {
  const msgs = Object.entries(messages ?? {});
  if (!msgs.length) return [];
  const out = [`  ${lang === 'ru' ? 'Сообщения ведущего' : 'Host messages'}:`];
  for (const [player, list] of msgs) for (const m of list) out.push(`    ${player}: ${messageCodeWord(m.code)[lang]} ${m.text[lang]}`);
  return out;
}

function dayLines(d: DaySummary, lang: Lang, sentenced: Ruleset['sentenced'], person: (name: string) => Person): string[] {
  const ru = lang === 'ru';
  const tally = Object.entries(d.tally)
    .map(([p, v]) => `${p} ${v}`)
    .join(', ');
  return [
    `  ${ru ? 'Голоса' : 'Tally'}: ${tally || '—'}`,
    `  ${sentencedWord(sentenced, d.jailed ? person(d.jailed).gender : 'm')[lang]}: ${d.jailed ?? '—'}`,
    ...messageLines(d.messages, lang),
    ...(d.public[lang] ? [`  ${ru ? 'Публично' : 'Public'}: ${d.public[lang]}`] : []),
  ];
}

/** The timeline as text, phase by phase, with morning and day summaries (options: non-defaults only). */
export function timelineText(tl: Timeline, lang: Lang, scenario?: Pick<Scenario, 'players'>): string[] {
  const out: string[] = [];
  const who = scenarioPeople(scenario ?? { players: [] });
  const specs = RULESETS[tl.ruleset]?.options ?? [];
  const changed = Object.entries(tl.options).filter(([k, v]) => specs.find((o) => o.key === k)?.defaultValue !== v);
  const opts = changed.map(([k, v]) => `${k}=${v}`).join(', ');
  const rules = RULESETS[tl.ruleset]?.name[lang] ?? tl.ruleset;
  out.push(`«${rules}», ${lang === 'ru' ? 'зерно' : 'seed'} ${tl.seed}${opts ? `, ${opts}` : ''}`);
  const keys: { phase: Step['phase']; number: number }[] = [];
  const add = (phase: Step['phase'], number: number): void => {
    if (!keys.some((k) => k.phase === phase && k.number === number)) keys.push({ phase, number });
  };
  for (const p of tl.phases) add(p.phase, p.number);
  for (const s of tl.steps) add(s.phase, s.number);
  for (const n of tl.nights) add('morning', n.night);
  for (const d of tl.days) add('day', d.day);
  for (const k of keys) {
    out.push('', `${PHASE_NAME[k.phase][lang]} ${k.number}`);
    const night = k.phase === 'night' ? tl.nights.find((n) => n.night === k.number) : undefined;
    if (night) out.push(`  ${lang === 'ru' ? 'Порядок' : 'Order'}: ${night.order.join(', ') || '—'}`);
    for (const s of tl.steps) if (s.phase === k.phase && s.number === k.number) out.push(...stepLines(tl, s, lang));
    const morning = k.phase === 'morning' ? tl.nights.find((n) => n.night === k.number) : undefined;
    if (morning) out.push(...nightLines(tl, who, morning, lang));
    const day = k.phase === 'day' ? tl.days.find((d) => d.day === k.number) : undefined;
    if (day) out.push(...dayLines(day, lang, RULESETS[tl.ruleset].sentenced, who));
  }
  if (tl.winner) out.push('', `${lang === 'ru' ? 'Победитель' : 'Winner'}: ${WINNER[tl.winner]?.[lang] ?? tl.winner}`);
  return out;
}

/** The expectation verdicts as text. */
export function expectationsText(run: RunResult, source: string, lang: Lang): string[] {
  if (!run.results.length) return [];
  const out = ['', lang === 'ru' ? 'Ожидания' : 'Expectations'];
  for (const r of run.results) {
    const sp = r.expectation.span;
    const text = source.slice(sp.offset, sp.offset + sp.length);
    const verdict = r.holds ? (lang === 'ru' ? 'да ' : 'ok  ') : lang === 'ru' ? 'НЕТ' : 'FAIL';
    out.push(`  ${verdict} ${sp.line}: ${text}${r.holds ? '' : `  — ${lang === 'ru' ? 'на деле' : 'actual'}: ${r.found[lang]}`}`);
  }
  return out;
}
