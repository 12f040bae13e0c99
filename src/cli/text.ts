/**
 * The human-readable report of a run: the timeline phase by phase (steps with slot, actor,
 * outcome, summary, causes with clause ids), every host message, expectations, diagnostics.
 */
import type { Diagnostic } from '../engine/diagnostic.ts';
import type { Lang } from '../engine/text.ts';
import type { DaySummary, HostMessage, NightSummary, Step, Timeline } from '../engine/timeline.ts';
import type { RunResult } from '../dsl/run.ts';
import { RULESETS } from '../rulesets/index.ts';

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
  const hint = d.suggestion && !msg.includes(d.suggestion) ? (lang === 'ru' ? ` (может быть, «${d.suggestion}»?)` : ` (did you mean "${d.suggestion}"?)`) : '';
  // An error the scenario asserts with `expect diagnostic` is a ruling, not a failure.
  const severity = d.expected ? `${d.severity} (expected)` : d.severity;
  return `${where}: ${severity} ${d.code}: ${msg}${hint}`;
}

function stepLines(s: Step, lang: Lang): string[] {
  const who = s.actor ? `${s.actor}${s.role ? ` (${s.role})` : ''}` : lang === 'ru' ? '(ведущий)' : '(host)';
  const slot = s.slot !== undefined ? `#${s.slot} ` : '';
  const auto = s.automatic ? ' [auto]' : '';
  const out = [`  ${s.id}  ${slot}${who}  ${s.outcome}${auto} — ${s.summary[lang]}`];
  for (const c of s.causes) {
    const from = c.step ? ` ← ${c.step}` : '';
    const opt = c.option ? ` {${c.option.key}=${c.option.value}}` : '';
    out.push(`      ${lang === 'ru' ? 'причина' : 'because'} [${c.clause}]${from}: ${c.note[lang]}${opt}`);
  }
  for (const ch of s.changes) {
    const fmt = (a: typeof ch.before): string => (a ? `${a.actor}:${a.ability}→${a.targets.join(',')}` : '∅');
    out.push(`      ${ch.kind} ${ch.target}: ${fmt(ch.before)} → ${fmt(ch.after)}`);
  }
  return out;
}

function nightLines(n: NightSummary, lang: Lang): string[] {
  const ru = lang === 'ru';
  const out: string[] = [];
  const deaths = n.deaths.map((d) => `${d.player} (${d.role}, ${d.team})`).join(', ');
  out.push(`  ${ru ? 'Погибли' : 'Deaths'}: ${deaths || '—'}`);
  if (n.knocked.length) out.push(`  ${ru ? 'Вырублены' : 'Knocked out'}: ${n.knocked.join(', ')}`);
  if (n.restored.length) out.push(`  ${ru ? 'Восстановлены' : 'Restored'}: ${n.restored.join(', ')}`);
  if (n.bomb) out.push(`  ${ru ? 'Бомба взорвалась' : 'The bomb went off'}`);
  out.push(...messageLines(n.messages, lang));
  for (const r of n.reports) {
    out.push(`  ${ru ? 'Отчёт' : 'Report'} → ${r.recipient} (${r.role}):`);
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
  for (const [player, list] of msgs) for (const m of list) out.push(`    ${player}: ${m.code} ${m.text[lang]}`);
  return out;
}

function dayLines(d: DaySummary, lang: Lang): string[] {
  const ru = lang === 'ru';
  const tally = Object.entries(d.tally).map(([p, v]) => `${p} ${v}`).join(', ');
  return [
    `  ${ru ? 'Голоса' : 'Tally'}: ${tally || '—'}`,
    `  ${ru ? 'Посажен' : 'Jailed'}: ${d.jailed ?? '—'}`,
    ...messageLines(d.messages, lang),
    ...(d.public[lang] ? [`  ${ru ? 'Публично' : 'Public'}: ${d.public[lang]}`] : []),
  ];
}

/** The timeline as text, phase by phase, with morning and day summaries (options: non-defaults only). */
export function timelineText(tl: Timeline, lang: Lang): string[] {
  const out: string[] = [];
  const specs = RULESETS[tl.ruleset]?.options ?? [];
  const changed = Object.entries(tl.options).filter(([k, v]) => specs.find((o) => o.key === k)?.defaultValue !== v);
  const opts = changed.map(([k, v]) => `${k}=${v}`).join(', ');
  out.push(`${tl.ruleset}, seed ${tl.seed}${opts ? `, ${opts}` : ''}`);
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
    for (const s of tl.steps) if (s.phase === k.phase && s.number === k.number) out.push(...stepLines(s, lang));
    const morning = k.phase === 'morning' ? tl.nights.find((n) => n.night === k.number) : undefined;
    if (morning) out.push(...nightLines(morning, lang));
    const day = k.phase === 'day' ? tl.days.find((d) => d.day === k.number) : undefined;
    if (day) out.push(...dayLines(day, lang));
  }
  if (tl.winner) out.push('', `${lang === 'ru' ? 'Победитель' : 'Winner'}: ${tl.winner}`);
  return out;
}

/** The expectation verdicts as text. */
export function expectationsText(run: RunResult, source: string, lang: Lang): string[] {
  if (!run.results.length) return [];
  const out = ['', lang === 'ru' ? 'Ожидания' : 'Expectations'];
  for (const r of run.results) {
    const sp = r.expectation.span;
    const text = source.slice(sp.offset, sp.offset + sp.length);
    out.push(`  ${r.holds ? 'ok  ' : 'FAIL'} ${sp.line}: ${text}${r.holds ? '' : `  — ${lang === 'ru' ? 'на деле' : 'actual'}: ${r.actual}`}`);
  }
  return out;
}
