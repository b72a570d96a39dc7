import type { Command } from 'commander';
import { retryPdfJob } from '../api/pdf-jobs/service.ts';
import { withRuntime } from './runtime.ts';
import { fail, print } from './output.ts';
import { isMessageId, translate } from '../domain/i18n/messages.ts';

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '30m', '2h', '7d' → milliseconds. */
export function parseAge(text: string): number {
  const match = /^(\d+)([mhd])$/.exec(text.trim());
  const unit = match?.[2] ? UNITS[match[2]] : undefined;
  if (!match || unit === undefined) fail(`An age is a number and m, h or d, for example 30m, 2h or 7d (not "${text}").`);
  return Number(match[1]) * unit;
}

const STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED'];

export function jobCommands(program: Command): void {
  const jobs = program.command('jobs').description('PDF jobs: list, inspect, retry');

  jobs
    .command('list')
    .description('PDF jobs, newest first (no personal data: users by id)')
    .option('--status <status>', 'PROCESSING, COMPLETED or FAILED')
    .option('--older-than <age>', 'only jobs requested longer ago than this (30m, 2h, 7d)')
    .option('--newer-than <age>', 'only jobs requested within this (30m, 2h, 7d)')
    .option('--limit <n>', 'at most this many', '50')
    .option('--json', 'machine-readable output')
    .action(async (options: { status?: string; olderThan?: string; newerThan?: string; limit: string; json?: boolean }) => {
      const status = options.status?.toUpperCase();
      if (status && !STATUSES.includes(status)) fail(`--status must be one of ${STATUSES.join(', ')}.`);
      await withRuntime(async ({ db }) => {
        let query = db.selectFrom('pdf_jobs').select(['id', 'user_id', 'status', 'progress', 'page_count', 'error', 'created_at', 'updated_at']);
        if (status) query = query.where('status', '=', status);
        if (options.olderThan) query = query.where('created_at', '<', new Date(Date.now() - parseAge(options.olderThan)));
        if (options.newerThan) query = query.where('created_at', '>', new Date(Date.now() - parseAge(options.newerThan)));
        const rows = await query.orderBy('created_at', 'desc').limit(Math.max(1, Number.parseInt(options.limit, 10) || 50)).execute();
        print(Boolean(options.json), rows, () =>
          rows.length === 0
            ? 'No PDF jobs match.'
            : rows
                .map((r) => `${r.id}  ${r.status.padEnd(10)} ${String(r.progress).padStart(3)}%  ${r.created_at.toISOString()}  user ${r.user_id}${r.error ? `  ${r.error}` : ''}`)
                .join('\n'),
        );
      });
    });

  jobs
    .command('show <jobId>')
    .description("a job's state and its history of events")
    .option('--json', 'machine-readable output')
    .action(async (jobId: string, options: { json?: boolean }) => {
      await withRuntime(async ({ db, store }) => {
        const row = await db.selectFrom('pdf_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
        if (!row) fail(`No PDF job ${jobId}.`);
        const history = (await store.readStream(`pdfjob-${jobId}`)).map((r) => ({ at: r.recordedAt.toISOString(), type: r.event.type, data: r.event.data }));
        print(Boolean(options.json), { job: row, history }, () =>
          [
            `Job ${row.id}: ${row.status} (${row.progress}%), ${row.page_count ?? '?'} pages, user ${row.user_id}${row.error ? `\nError: ${isMessageId(row.error) ? translate('en', row.error) : row.error}` : ''}`,
            ...history.map((h) => `  ${h.at}  ${h.type}`),
          ].join('\n'),
        );
      });
    });

  jobs
    .command('retry <jobId>')
    .description('send a failed job back to the queue')
    .option('--json', 'machine-readable output')
    .action(async (jobId: string, options: { json?: boolean }) => {
      const retried = await withRuntime((deps) => retryPdfJob(deps, jobId, { source: 'cli' }), { jobs: true });
      print(Boolean(options.json), { jobId, retried }, () =>
        retried ? `Job ${jobId} is queued again.` : `Job ${jobId} was not retried: only a failed job can be.`,
      );
      if (!retried) process.exitCode = 1;
    });
}
