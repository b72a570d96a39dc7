import type { Command } from 'commander';
import { isUuid } from '../api/http/ids.ts';
import { parseAge } from './jobs.ts';
import { fail, print } from './output.ts';
import { withRuntime } from './runtime.ts';

interface Options {
  since?: string;
  user?: string;
  client?: string;
  limit: string;
  json?: boolean;
}

export function securityCommands(program: Command): void {
  program
    .command('security')
    .description('security events: sign-in attempts and refused authorizations')
    .command('events')
    .description('sign-in attempts and refused authorizations, oldest first (users by id; no e-mail, no address)')
    .option('--since <age>', 'only events within this (30m, 2h, 7d)')
    .option('--user <id>', "only this user's events")
    .option('--client <address>', 'only the events of this client address (matched through its keyed hash)')
    .option('--limit <n>', 'at most this many, the most recent', '200')
    .option('--json', 'machine-readable output')
    .action(async (options: Options) => {
      if (options.user !== undefined && !isUuid(options.user)) fail(`--user takes a user id (a UUID), not "${options.user}".`);
      const since = options.since === undefined ? undefined : new Date(Date.now() - parseAge(options.since));
      const limit = Math.max(1, Number.parseInt(options.limit, 10) || 200);
      await withRuntime(async ({ db, keyring }) => {
        let query = db
          .selectFrom('security_events')
          .select(['id', 'occurred_at', 'kind', 'outcome', 'reason', 'user_id', 'route', 'request_id', 'client_hash', 'refusals']);
        if (since) query = query.where('occurred_at', '>=', since);
        if (options.user) query = query.where('user_id', '=', options.user);
        if (options.client) query = query.where('client_hash', '=', keyring.clientLookup(options.client));
        const rows = (await query.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(limit).execute()).reverse();
        const events = rows.map((row) => ({
          at: row.occurred_at.toISOString(),
          kind: row.kind,
          outcome: row.outcome,
          reason: row.reason,
          userId: row.user_id,
          route: row.route,
          requestId: row.request_id,
          client: row.client_hash,
          // An aggregated flood of unauthenticated refusals: how many the row stands for.
          refusals: row.refusals,
        }));
        print(Boolean(options.json), events, () =>
          events.length === 0
            ? 'No security events match.'
            : events
                .map((e) =>
                  [
                    e.at,
                    `${e.kind} ${e.outcome}${e.reason ? ` (${e.reason})` : ''}${e.refusals > 1 ? ` x${e.refusals}` : ''}`.padEnd(40),
                    `user ${e.userId ?? '-'}`.padEnd(41),
                    e.route ?? '-',
                    `request ${e.requestId}`,
                    `client ${e.client?.slice(0, 12) ?? '-'}`,
                  ].join('  '),
                )
                .join('\n'),
        );
      });
    });
}
