import type { Command } from 'commander';
import { sql } from 'kysely';
import { withRuntime } from './runtime.ts';
import { print } from './output.ts';

export function analyticsCommand(program: Command): void {
  program
    .command('analytics')
    .description('product analytics: event counts by day')
    .option('--days <n>', 'how many days back', '30')
    .option('--json', 'machine-readable output')
    .action(async (options: { days: string; json?: boolean }) => {
      const days = Math.max(1, Math.min(3650, Number.parseInt(options.days, 10) || 30));
      await withRuntime(async ({ db }) => {
        const rows = await db
          .selectFrom('analytics_events')
          .select([sql<string>`to_char(recorded_at, 'YYYY-MM-DD')`.as('day'), 'name', (eb) => eb.fn.countAll<string>().as('count')])
          .where('recorded_at', '>', sql<Date>`now() - make_interval(days => ${days})`)
          .groupBy(['day', 'name'])
          .orderBy('day')
          .orderBy('name')
          .execute();
        const counts = rows.map((r) => ({ day: r.day, name: r.name, count: Number(r.count) }));
        print(Boolean(options.json), counts, () =>
          counts.length === 0 ? `No analytics events in the last ${days} days.` : counts.map((c) => `${c.day}  ${c.name.padEnd(20)} ${c.count}`).join('\n'),
        );
      });
    });
}
