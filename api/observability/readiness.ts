import { stat } from 'node:fs/promises';
import { Migrator, sql } from 'kysely';
import { MAPPINGS } from '../../domain/uscis/index.ts';
import { migrationProvider } from '../../migrations/index.ts';
import type { AppDeps } from '../deps.ts';
import { checkTemplates, templateFile } from '../pdf/templates.ts';

const DATABASE_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What keeps this process from serving: the database not answering, migrations not applied, the
 * official forms missing or not the editions the mappings were written for. Empty when ready.
 */
export class Readiness {
  readonly #deps: AppDeps;
  /** The last forms check and the state of the template files it read. */
  #forms: { signature: string; problems: Promise<string[]> } | undefined;

  constructor(deps: AppDeps) {
    this.#deps = deps;
  }

  async problems(): Promise<string[]> {
    const [database, forms] = await Promise.all([this.#database(), this.#formsProblems()]);
    return [...database, ...forms];
  }

  async #database(): Promise<string[]> {
    const { db } = this.#deps;
    try {
      await within(sql`SELECT 1`.execute(db), DATABASE_TIMEOUT_MS, `no answer within ${DATABASE_TIMEOUT_MS / 1000} s`);
    } catch (error) {
      return [`database: ${reason(error)}`];
    }
    try {
      const pending = (await new Migrator({ db, provider: migrationProvider }).getMigrations()).filter((m) => m.executedAt === undefined);
      return pending.length === 0 ? [] : [`migrations: ${pending.map((m) => m.name).join(', ')} not applied; run greencard db migrate`];
    } catch (error) {
      return [`migrations: could not be read (${reason(error)})`];
    }
  }

  /**
   * The full check reads every template (over a second of CPU), too much for a probe every few
   * seconds: it runs again only when a template file changed since the last one.
   */
  async #formsProblems(): Promise<string[]> {
    const dir = this.#deps.config.uscisFormsDir;
    const states = await Promise.all(
      MAPPINGS.map(async ({ form }) => {
        const file = await stat(templateFile(dir, form)).catch(() => null);
        return file ? `${form}:${file.ino}:${file.size}:${file.mtimeMs}` : `${form}:missing`;
      }),
    );
    const signature = states.join('|');
    if (this.#forms?.signature !== signature) {
      const problems = checkTemplates(dir).then(
        (found) => found.map((problem) => `forms: ${problem.message}`),
        (error: unknown) => [`forms: could not be checked (${reason(error)})`],
      );
      this.#forms = { signature, problems };
    }
    return this.#forms.problems;
  }
}
