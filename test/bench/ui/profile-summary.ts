// Summaries of a Chrome trace and a V8 CPU profile, for profile.ts: where the main thread's time went.

/** One event of a Chrome trace (the fields read here). */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tid: number;
  readonly pid: number;
  readonly args?: { readonly name?: string };
}

/** A V8 CPU profile (Profiler.stop). */
interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
  readonly startTime: number;
}

/** The main thread's tasks over 50 ms, as [start, end] in trace time (µs). */
export function longMainTasks(events: readonly TraceEvent[]): [number, number][] {
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000 && main.has(`${e.pid}:${e.tid}`))
    .map((e) => [e.ts, e.ts + e.dur!]);
}

const ms = (us: number): string => `${(us / 1000).toFixed(1)} ms`;

const PARTS = new Set([
  'Layout',
  'UpdateLayoutTree',
  'HandlePostMessage',
  'FunctionCall',
  'v8.evaluateModule',
  'PrePaint',
  'Paint',
  'MinorGC',
  'MajorGC',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
]);

/** What a task spent its time on: the named parts inside it (nested parts count in both). */
function inside(events: readonly TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const m = new Map<string, number>();
  for (const e of events) {
    if (e.tid !== task.tid || e.pid !== task.pid || e.ph !== 'X' || e.ts < task.ts || e.ts >= end || !PARTS.has(e.name)) continue;
    m.set(e.name, (m.get(e.name) ?? 0) + (e.dur ?? 0));
  }
  return [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([n, d]) => `${n} ${ms(d)}`)
    .join(', ');
}

/** Time by event name on each renderer thread, and the main thread's tasks over 50 ms. */
export function summariseTrace(events: readonly TraceEvent[]): string {
  const threads = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name' && e.args?.name) threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const out: string[] = [];
  const byThread = new Map<string, Map<string, number>>();
  const long: string[] = [];
  const t0 = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const thread = threads.get(`${e.pid}:${e.tid}`) ?? '?';
    if (thread !== 'CrRendererMain' && !thread.startsWith('DedicatedWorker')) continue;
    const m = byThread.get(thread) ?? new Map<string, number>();
    m.set(e.name, (m.get(e.name) ?? 0) + e.dur);
    byThread.set(thread, m);
    if (e.name === 'RunTask' && e.dur > 50_000)
      long.push(`${thread === 'CrRendererMain' ? 'main' : 'worker'} at ${ms(e.ts - t0)}: ${ms(e.dur)} [${inside(events, e)}]`);
  }
  for (const [thread, m] of byThread) {
    const top = [...m].sort((a, b) => b[1] - a[1]).slice(0, 14);
    out.push(`${thread}: ${top.map(([n, d]) => `${n} ${ms(d)}`).join(', ')}`);
  }
  out.push(`tasks over 50 ms: ${long.length ? long.join('\n  ') : 'none'}`);
  out.push(`main tasks taking a worker's message, longest first: ${messageTasks(events, threads)}`);
  return out.join('\n');
}

/** The main thread's tasks that handle a posted message (the runs from the worker, partial and complete), by length. */
function messageTasks(events: readonly TraceEvent[], threads: ReadonlyMap<string, string>): string {
  const main = (e: TraceEvent): boolean => threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && e.ph === 'X';
  const posts = events.filter((e) => main(e) && e.name === 'HandlePostMessage');
  const tasks = events.filter((e) => main(e) && e.name === 'RunTask' && posts.some((p) => p.ts >= e.ts && p.ts < e.ts + (e.dur ?? 0)));
  const lengths = tasks.map((e) => e.dur ?? 0).sort((a, b) => b - a);
  return lengths.length ? `${lengths.slice(0, 6).map(ms).join(', ')} (${lengths.length} tasks)` : 'none';
}

/** The functions with the most self time, with their file. */
export function summariseProfile(profile: CpuProfile, top = 25, within?: [number, number]): string {
  const self = new Map<number, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (within && (t < within[0] || t > within[1])) return;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byName = new Map<string, number>();
  for (const n of profile.nodes) {
    const f = n.callFrame;
    const file = f.url.split('/').pop() ?? '';
    const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
    byName.set(key, (byName.get(key) ?? 0) + (self.get(n.id) ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const rows = [...byName].sort((a, b) => b[1] - a[1]).slice(0, top);
  const where = within ? ` in the task at ${ms(within[0])}` : '';
  return [`CPU profile (main thread)${where}, ${ms(total)} sampled:`, ...rows.map(([k, v]) => `  ${ms(v).padStart(10)}  ${k}`)].join('\n');
}

/** The functions with the most total time (their callees included), within one task: who called the heavy ones. */
export function summariseTotal(profile: CpuProfile, within: [number, number], top = 25): string {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of (n as { children?: number[] }).children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = new Map<string, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < within[0] || t > within[1]) return;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      seen.add(`${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`);
    }
    for (const k of seen) total.set(k, (total.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const rows = [...total].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [`  total time in the task at ${ms(within[0])}:`, ...rows.map(([k, v]) => `  ${ms(v).padStart(10)}  ${k}`)].join('\n');
}
