// Reads a Chromium trace (devtools.timeline and V8's sampling profiler): the page's main thread, its tasks over
// 50 ms, and which functions took each one's time (self time of the samples that fall in it). Used by profile.ts.

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- trace arguments vary by event
}

export interface FunctionTime {
  name: string;
  ms: number;
}

export interface LongTask {
  /** From the navigation's start. */
  startMs: number;
  ms: number;
  top: FunctionTime[];
  /** What the task did, by trace event (its outermost events: ParseHTML, EvaluateScript, Layout…), with the script. */
  parts: FunctionTime[];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** The busiest renderer main thread (the page's), as "pid:tid". */
function mainThread(events: TraceEvent[]): string {
  const renderers = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && renderers.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [thread] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!thread) throw new Error('no renderer main thread in the trace');
  return thread;
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  if (!url) return functionName || '(anonymous)';
  const file = url.replace(/^https?:\/\/[^/]+\//, '').replace(/\?.*$/, '');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

/** Every V8 sample of the thread: its time (µs, trace clock) and its function's label. */
function samples(events: TraceEvent[], thread: string): { ts: number; name: string }[] {
  const nodes = new Map<number, ProfileNode>();
  const out: { ts: number; name: string }[] = [];
  const clock = new Map<string, number>();
  // The profile starts on the thread it samples; its chunks come from V8's profiler thread of the same process.
  for (const e of events) {
    if (e.name === 'Profile' && e.id && `${e.pid}:${e.tid}` === thread)
      clock.set(e.id, e.args?.data?.startTime ?? e.ts);
  }
  const pid = thread.split(':')[0];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !e.id || String(e.pid) !== pid || !clock.has(e.id)) continue;
    const data = e.args?.data ?? {};
    for (const node of (data.cpuProfile?.nodes ?? []) as ProfileNode[]) nodes.set(node.id, node);
    const ids: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    let ts = clock.get(e.id) ?? e.ts;
    ids.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const node = nodes.get(id);
      if (node) out.push({ ts, name: label(node) });
    });
    clock.set(e.id, ts);
  }
  return out.sort((a, b) => a.ts - b.ts);
}

function topOf(list: { ts: number; name: string }[], intervalUs: number, top: number): FunctionTime[] {
  const time = new Map<string, number>();
  for (const s of list) time.set(s.name, (time.get(s.name) ?? 0) + intervalUs / 1000);
  return [...time.entries()]
    .filter(([name]) => name !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms }));
}

/** The outermost events inside a task, summed by name (and script URL or function for script events). */
function partsOf(inside: TraceEvent[], top: number): FunctionTime[] {
  const time = new Map<string, number>();
  let end = -1;
  for (const e of inside) {
    if (e.ph !== 'X' || e.ts < end) continue; // nested in the last outermost event
    end = e.ts + (e.dur ?? 0);
    const data = e.args?.data ?? {};
    const what = String(data.url ?? data.functionName ?? data.type ?? '').replace(/^https?:\/\/[^/]+\//, '');
    const name = what ? `${e.name} ${what}` : e.name;
    time.set(name, (time.get(name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...time.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms }));
}

/** The main thread's tasks over 50 ms after the navigation started, each with its `top` functions by self time. */
export function longTasks(events: TraceEvent[], top: number): { tasks: LongTask[]; total: FunctionTime[] } {
  const thread = mainThread(events);
  const onThread = events.filter((e) => `${e.pid}:${e.tid}` === thread);
  const start =
    onThread.find((e) => e.name === 'navigationStart')?.ts ??
    Math.min(...onThread.filter((e) => e.name === 'RunTask').map((e) => e.ts));
  const all = samples(events, thread).filter((s) => s.ts >= start);
  const interval = all.length > 1 ? (all[all.length - 1]!.ts - all[0]!.ts) / (all.length - 1) : 0;
  const tasks = onThread
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000 && e.ts >= start)
    .sort((a, b) => a.ts - b.ts)
    .map((e) => {
      const inside = all.filter((s) => s.ts >= e.ts && s.ts <= e.ts + (e.dur ?? 0));
      const events = onThread
        .filter((c) => c !== e && c.ts >= e.ts && c.ts < e.ts + (e.dur ?? 0))
        .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
      return {
        startMs: (e.ts - start) / 1000,
        ms: (e.dur ?? 0) / 1000,
        top: topOf(inside, interval, top),
        parts: partsOf(events, top),
      };
    });
  return { tasks, total: topOf(all, interval, top * 2) };
}
