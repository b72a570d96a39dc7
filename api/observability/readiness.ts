import { stat } from 'node:fs/promises';
import { Migrator, sql } from 'kysely';
import { filingSummary, formFiling } from '../../domain/uscis/filing.ts';
import { MAPPINGS, USCIS_FORMS } from '../../domain/uscis/index.ts';
import { migrationProvider } from '../../migrations/index.ts';
import type { AppDeps } from '../deps.ts';
import { checkTemplates, installedEditions, manifestFile, readManifest, templateFile, type TemplateProblem } from '../pdf/templates.ts';

const DATABASE_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `problems`: what keeps this process from serving (the database not answering, migrations not
 * applied, a form of the package with no usable template at all): /readyz answers 503.
 * `degraded`: what it serves only in part: a form of the package USCIS does not accept in any
 * edition installed and mapped on today's filing date, so packages with it are held (previews
 * yes, payment no). The process is ready; /readyz answers 200 and names them.
 */
export interface ReadinessReport {
  readonly problems: readonly string[];
  readonly degraded: readonly string[];
}

export class Readiness {
  readonly #deps: AppDeps;
  /** The last templates check and the state of the files it read. */
  #templates: { signature: string; problems: Promise<TemplateProblem[] | string> } | undefined;

  constructor(deps: AppDeps) {
    this.#deps = deps;
  }

  async report(): Promise<ReadinessReport> {
    const [database, forms] = await Promise.all([this.#database(), this.#forms()]);
    return { problems: [...database, ...forms.problems], degraded: forms.degraded };
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
   * Every form of the package on today's filing date (read each time: the date moves), and the
   * full check of the installed templates, which reads every template (over a second of CPU) and
   * so runs again only when a template file or the manifest changed.
   */
  async #forms(): Promise<ReadinessReport> {
    const dir = this.#deps.config.uscisFormsDir;
    const files = [manifestFile(dir), ...MAPPINGS.map(({ form, edition }) => templateFile(dir, form, edition))];
    const states = await Promise.all(files.map(async (file) => {
      const found = await stat(file).catch(() => null);
      return found ? `${file}:${found.ino}:${found.size}:${found.mtimeMs}` : `${file}:missing`;
    }));
    const signature = states.join('|');
    if (this.#templates?.signature !== signature) {
      this.#templates = { signature, problems: checkTemplates(dir).catch((error: unknown) => `forms: could not be checked (${reason(error)})`) };
    }
    const checked = await this.#templates.problems;
    if (typeof checked === 'string') return { problems: [checked], degraded: [] };
    const date = this.#deps.filingDate();
    const installed = installedEditions(await readManifest(dir));
    const problems: string[] = [];
    const degraded: string[] = [];
    for (const form of USCIS_FORMS) {
      const filing = formFiling(form, date, installed);
      // A template that is there but broken (another edition, a mapped field gone) serves nobody well.
      const broken = checked.filter((problem) => problem.form === form && problem.kind !== 'missing');
      problems.push(...broken.map((problem) => `forms: ${problem.message}`));
      if (filing.status === 'unavailable') {
        problems.push(...checked.filter((problem) => problem.form === form && problem.kind === 'missing').map((problem) => `forms: ${problem.message}`));
      } else if (filing.status === 'held') {
        degraded.push(`forms: ${filingSummary(filing, date)}; packages with it are held (previews only, no payment)`);
      }
    }
    return { problems, degraded };
  }
}
