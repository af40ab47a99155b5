/*
 * How busy the machine was around a measurement. The bench's processes (the API, the bare
 * route, the load generator) are meant to fill the cores; what matters is how much CPU
 * everything else took meanwhile, since that is what moves a share from run to run. The load
 * average is recorded as well (it is what people compare), but on a machine where the bench
 * itself keeps two processes running it cannot tell the bench from its neighbours.
 */
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";

/** Other processes using more than this many cores during a measurement make it "busy". */
export const busyOtherCores = 0.5;

/** Every process's parent and CPU time (utime + stime + cutime + cstime), in ms. */
function processCpu(): Map<number, { parent: number; cpu: number }> {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  const stats = new Map<number, { parent: number; cpu: number }>();
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return new Map(); // not Linux: others' CPU cannot be told apart
  }
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The command name may hold spaces and parentheses: fields are counted after its end.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(pid), {
        parent: Number(fields[1]),
        // utime + stime, and cutime + cstime: children that ended (a load generator) count too.
        cpu:
          (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) *
          tick,
      });
    } catch {
      // the process ended while the list was read
    }
  }
  return stats;
}

/** CPU time of process `root` and every process it started (children of children too), in ms. */
export function treeCpuMs(root: number): number {
  const stats = processCpu();
  const within = (pid: number): boolean => {
    for (let current = pid, depth = 0; current > 1 && depth < 20; depth++) {
      if (current === root) return true;
      current = stats.get(current)?.parent ?? 0;
    }
    return false;
  };
  let total = 0;
  for (const [pid, stat] of stats) if (within(pid)) total += stat.cpu;
  return total;
}

/** CPU time of this process and every process it started, in ms. */
const ownCpuMs = () => treeCpuMs(process.pid);

/** Busy and total CPU time of the whole machine, in ms summed over cores. */
function machineCpuMs(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

export interface MachineWindow {
  /** The 1, 5 and 15 minute load averages when the measurement began. */
  load_average: number[];
  /** Cores' worth of CPU that processes other than the bench's took during the measurement. */
  other_cores: number;
  busy: boolean;
}

/** Starts watching the machine; the returned function ends the window and reports on it. */
export function watchMachine(): () => MachineWindow {
  const loadAverage = os.loadavg().map((value) => Math.round(value * 100) / 100);
  const startMachine = machineCpuMs();
  const startOwn = ownCpuMs();
  return () => {
    const machine = machineCpuMs();
    const own = ownCpuMs() - startOwn;
    const elapsed = (machine.total - startMachine.total) / os.cpus().length;
    const others = Math.max(machine.busy - startMachine.busy - own, 0);
    const otherCores = elapsed > 0 ? Math.round((others / elapsed) * 100) / 100 : 0;
    return {
      load_average: loadAverage,
      other_cores: otherCores,
      busy: otherCores > busyOtherCores,
    };
  };
}
