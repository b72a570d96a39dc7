import type { Command } from 'commander';
import { PERSONAL_FIELDS } from '../domain/events.ts';
import type { RecordedEvent } from '../api/store/event-store.ts';
import { withRuntime } from './runtime.ts';
import { fail, print } from './output.ts';

const MASK = '••••';

function masked(recorded: RecordedEvent, reveal: boolean): Record<string, unknown> {
  const data: Record<string, unknown> = { ...recorded.event.data };
  const personal: readonly string[] = PERSONAL_FIELDS[recorded.event.type];
  for (const key of personal) {
    if (recorded.redacted) data[key] = '(destroyed with the account)';
    else if (!reveal && key in data) data[key] = MASK;
  }
  return data;
}

export function auditCommand(program: Command): void {
  program
    .command('audit <email>')
    .description("an applicant's history from the events, personal values masked")
    .option('--reveal', 'show personal values')
    .option('--json', 'machine-readable output')
    .action(async (email: string, options: { reveal?: boolean; json?: boolean }) => {
      const reveal = Boolean(options.reveal);
      await withRuntime(async ({ db, store, keyring }) => {
        const user = await db.selectFrom('users').select('id').where('email_lookup', '=', keyring.emailLookup(email)).executeTakeFirst();
        if (!user) fail(`No account uses ${email}.`);
        const rows = await db.selectFrom('events').select('stream_id').distinct().where('owner_id', '=', user.id).execute();
        const history: RecordedEvent[] = [];
        for (const { stream_id } of rows) history.push(...(await store.readStream(stream_id)));
        history.sort((a, b) => Number(BigInt(a.position) - BigInt(b.position)));
        const entries = history.map((r) => ({
          position: r.position,
          recordedAt: r.recordedAt.toISOString(),
          stream: r.streamId,
          type: r.event.type,
          actor: r.metadata.actorId ?? r.metadata.source,
          data: masked(r, reveal),
        }));
        print(Boolean(options.json), { userId: user.id, events: entries }, () =>
          [`History of account ${user.id} (${entries.length} events${reveal ? ', personal values shown' : ', personal values masked'}):`,
            ...entries.map((e) => `${e.recordedAt}  ${e.type.padEnd(28)} ${JSON.stringify(e.data)}`)].join('\n'),
        );
      });
    });
}
