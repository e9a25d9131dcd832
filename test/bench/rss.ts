import { readdirSync, readFileSync } from 'node:fs';

/** Peak memory of a process tree while sampling ran, in bytes. */
export interface MemoryPeak {
  /** Highest sum of resident set sizes seen in one sample (shared pages counted once per process: an upper bound). */
  rss: number;
  /** Highest sum of proportional set sizes seen in one sample (shared pages split between sharers). */
  pss: number;
  /** Σ of each process's own high-water mark (VmHWM) at the end: an upper bound on the peak that no sample missed. */
  hwm: number;
  /** Most processes seen in one sample. */
  processes: number;
}

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // the process ended between listing and reading
  }
};
const kB = (text: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;

/** Every live process's parent, from /proc/<pid>/stat (the field after the parenthesised name). */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) out.set(Number(name), ppid);
  }
  return out;
}

/** `root` and all its descendants. */
export function tree(root: number): number[] {
  const ppids = parents();
  const inTree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of ppids)
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
  }
  return [...inTree];
}

/** The Chromium processes under `root` (a browser and its children), the tree of `excluding` left out. */
export function chromiumIn(root: number, excluding?: number): number[] {
  const skip = new Set(excluding ? tree(excluding) : []);
  return tree(root).filter((pid) => pid !== root && !skip.has(pid) && /chrom/i.test(read(`/proc/${pid}/cmdline`)));
}

/** CPU time this process has spent sampling memory (smaps_rollup is costly kernel work), in ms: cpuClock leaves it out. */
let samplingCpuMs = 0;

/**
 * Samples the memory of some processes every `everyMs` until stopped: Linux's own accounting from /proc (status
 * for RSS and VmHWM, smaps_rollup for PSS). `pids` (e.g. a process and another's tree) is asked again every
 * second, so processes started later count too, without walking /proc at every sample.
 */
export function sampleProcesses(pids: () => number[], everyMs = 100) {
  const peak: MemoryPeak = { rss: 0, pss: 0, hwm: 0, processes: 0 };
  const seen = new Set<number>();
  let known: number[] = [];
  let asked = 0;
  const sample = () => {
    const cpu = process.cpuUsage();
    measure();
    const { user, system } = process.cpuUsage(cpu);
    samplingCpuMs += (user + system) / 1000;
  };
  const measure = () => {
    const now = Date.now();
    if (now - asked >= 1000) [known, asked] = [pids(), now];
    const current = known;
    let rss = 0;
    let pss = 0;
    for (const pid of current) {
      seen.add(pid);
      rss += kB(read(`/proc/${pid}/status`), 'VmRSS');
      pss += kB(read(`/proc/${pid}/smaps_rollup`), 'Pss');
    }
    peak.rss = Math.max(peak.rss, rss);
    peak.pss = Math.max(peak.pss, pss);
    peak.processes = Math.max(peak.processes, current.length);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop(): MemoryPeak {
      clearInterval(timer);
      asked = 0;
      sample();
      peak.hwm = [...seen].reduce((n, pid) => n + kB(read(`/proc/${pid}/status`), 'VmHWM'), 0);
      return peak;
    },
  };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux x86-64 and arm64). */
const TICKS_PER_SECOND = 100;

/** A live process's own CPU time (user + system) so far, in ms, from /proc/<pid>/stat (fields 14 and 15). */
function cpuOf(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU time used in a window, in ms: this process's (all its threads) and that of some other processes. */
export interface CpuTime {
  own: number;
  others: number;
}

/**
 * Starts a CPU clock: this process (process.cpuUsage, less what sampleProcesses spent) and the processes `pids` names at the start and at the stop
 * (e.g. a Chromium's tree), each counted from its start value, or from zero when it started within the window. A
 * process that ended within the window is not counted (its time joins its parent's only when reaped, which may
 * fall in another window); listing the processes stays outside this process's window.
 */
export function cpuClock(pids: () => number[]) {
  const start = new Map(pids().map((pid) => [pid, cpuOf(pid)]));
  const own = process.cpuUsage();
  const sampling = samplingCpuMs;
  return {
    stop(): CpuTime {
      const { user, system } = process.cpuUsage(own);
      const sampled = samplingCpuMs - sampling;
      const others = pids().reduce((n, pid) => n + Math.max(0, cpuOf(pid) - (start.get(pid) ?? 0)), 0);
      return { own: (user + system) / 1000 - sampled, others };
    },
  };
}
