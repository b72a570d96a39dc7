/** Output for people by default, JSON for scripts with --json. */
export function print(json: boolean, value: unknown, human: () => string): void {
  process.stdout.write(json ? `${JSON.stringify(value, null, 2)}\n` : `${human()}\n`);
}

/** A one-line progress bar on a terminal; silent when the output is not a terminal. */
export function progressBar(label: string): { update: (done: number, total: number) => void; finish: () => void } {
  const started = performance.now();
  const tty = process.stderr.isTTY;
  return {
    update(done, total) {
      if (!tty) return;
      const width = 30;
      const share = total > 0 ? Math.min(1, done / total) : 1;
      const rate = done / Math.max(0.001, (performance.now() - started) / 1000);
      const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '.');
      process.stderr.write(`\r${label} [${bar}] ${done}/${total} ${Math.round(rate)}/s`);
    },
    finish() {
      if (tty) process.stderr.write('\n');
    },
  };
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
