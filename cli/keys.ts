import type { Command } from 'commander';
import type { Db } from '../api/db/database.ts';
import { Keyring } from '../api/store/keyring.ts';
import { fail, print } from './output.ts';
import { cliConfig, withRuntime } from './runtime.ts';

export interface Rotation {
  dataKeys: number;
  emailLookups: number;
}

/**
 * Re-wraps every live data key with `newMaster` and recomputes what else derives from the master
 * key, in one transaction: either the database is wholly on the new key or unchanged.
 */
export async function rotateMasterKey(db: Db, current: Keyring, newMaster: Buffer): Promise<Rotation> {
  const next = new Keyring(newMaster);
  return db.transaction().execute(async (tx) => {
    const dataKeys = await current.rewrapAll(tx, newMaster);
    // Accounts are found by a keyed hash whose key derives from the master key: without a new hash
    // nobody could sign in. Opening each address with the new keyring also proves the re-wrap.
    const users = await tx.selectFrom('users').select(['id', 'email_sealed']).where('email_sealed', 'is not', null).execute();
    for (const { id, email_sealed } of users) {
      const email = email_sealed === null ? null : await next.open(tx, id, email_sealed);
      await tx.updateTable('users').set({ email_lookup: email === null ? null : next.emailLookup(email) }).where('id', '=', id).execute();
    }
    // Failure counters are keyed by the hash of whatever address was typed, account or not, so they
    // cannot be recomputed; they only last 15 minutes, and stale ones would never match again.
    await tx.deleteFrom('sign_in_failures').execute();
    return { dataKeys, emailLookups: users.length };
  });
}

/** The new key from the environment: argv would leave it in shell history and process lists. */
function newMasterKey(variable: string, current: Buffer): Buffer {
  const text = process.env[variable];
  if (!text) fail(`${variable} is not set. Put the new master key in it (generate one with: openssl rand -base64 32).`);
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) fail(`${variable} must be 32 bytes encoded in base64 (generate one with: openssl rand -base64 32).`);
  if (key.equals(current)) fail(`${variable} holds the current DATA_ENCRYPTION_KEY; rotating to the same key changes nothing.`);
  return key;
}

export function keyCommands(program: Command): void {
  program
    .command('keys')
    .description('the master encryption key')
    .command('rotate')
    .description('re-wrap every data key with a new master key; then set DATA_ENCRYPTION_KEY to it and start every process again')
    .option('--new-key-env <name>', 'the environment variable holding the new key (32 bytes in base64)', 'NEW_DATA_ENCRYPTION_KEY')
    .option('--json', 'machine-readable output')
    .action(async (options: { newKeyEnv: string; json?: boolean }) => {
      const newMaster = newMasterKey(options.newKeyEnv, cliConfig().dataEncryptionKey);
      const rotation = await withRuntime(async ({ db, keyring }) => {
        try {
          return await rotateMasterKey(db, keyring, newMaster);
        } catch (error) {
          // AES-GCM refuses a key that was not wrapped with DATA_ENCRYPTION_KEY; the transaction rolled back.
          if (error instanceof Error && /unable to authenticate data/.test(error.message)) {
            fail(
              'A data key does not open with DATA_ENCRYPTION_KEY, so nothing was changed. DATA_ENCRYPTION_KEY must be the master key ' +
                'the data is under now (after a rotation that already ran, that is the new key).',
            );
          }
          throw error;
        }
      });
      print(Boolean(options.json), rotation, () =>
        [
          `Re-wrapped ${rotation.dataKeys} data key${rotation.dataKeys === 1 ? '' : 's'} and recomputed ${rotation.emailLookups} sign-in lookup${rotation.emailLookups === 1 ? '' : 's'} with the key in ${options.newKeyEnv}.`,
          `Now set DATA_ENCRYPTION_KEY to that key and start every API and worker process again; the old key no longer opens anything.`,
        ].join('\n'),
      );
    });
}
