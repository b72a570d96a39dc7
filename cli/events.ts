import type { Command } from 'commander';
import { replay } from '../api/store/replay.ts';
import { withRuntime } from './runtime.ts';
import { print, progressBar } from './output.ts';

export function eventCommands(program: Command): void {
  program
    .command('events')
    .description('the event log')
    .command('replay')
    .description('rebuild every read model from the events')
    .option('--verify', 'compare the rebuild with the live tables and change nothing; exit 1 on any difference')
    .option('--json', 'machine-readable output')
    .action(async (options: { verify?: boolean; json?: boolean }) => {
      const verify = Boolean(options.verify);
      const report = await withRuntime(async ({ store }) => {
        const bar = progressBar(verify ? 'verifying' : 'rebuilding');
        const result = await replay(store, { verify, onProgress: bar.update });
        bar.finish();
        return result;
      });
      const rate = Math.round(report.events / Math.max(report.seconds, 0.001));
      print(Boolean(options.json), report, () => {
        const head = `${report.events} events ${verify ? 'replayed for verification' : 'replayed'} in ${report.seconds.toFixed(2)} s (${rate} events/s).`;
        if (!verify) return head;
        return report.differences.length === 0
          ? `${head}\nEvery read model equals its rebuild.`
          : `${head}\nThese read models differ from their rebuild: ${report.differences.join(', ')}.`;
      });
      if (report.differences.length > 0) process.exitCode = 1;
    });
}
