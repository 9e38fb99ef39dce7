// What a benchmark ran on, printed and saved with its figures: the same page gives very different
// milliseconds on another CPU, another Chromium or beside other work (Lighthouse's simulation
// multiplies the main-thread time it observes by the CPU slowdown, so a busy host inflates TBT).
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

export function machine() {
  const cpu = cpus();
  let chromium = 'unknown';
  try {
    chromium = execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {}
  return { cpu: cpu[0]?.model ?? 'unknown', cores: cpu.length, chromium, node: process.version };
}

/** The 1-minute load average: above the core count, every figure is also a measure of the others' work. */
export const load = () => Number(loadavg()[0].toFixed(1));

export const machineLine = (m, benchmarkIndex, loads) =>
  `machine: ${m.cpu}, ${m.cores} cores, ${m.chromium}, Lighthouse benchmarkIndex ${benchmarkIndex}, load ${loads.join(' -> ')} (1-min average at the start and after each page)`;
