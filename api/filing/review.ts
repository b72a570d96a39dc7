import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { heldPackageStream } from '../../domain/filing/held-package.ts';
import { isFileable } from '../../domain/uscis/filing.ts';
import { isFilingStage, type FilingStage } from '../../domain/rules/filing-path.ts';
import { readUser } from '../auth/session.ts';
import type { AppDeps } from '../deps.ts';
import { inTransaction, PACKAGE_READY_MAIL_QUEUE } from '../jobs/boss.ts';
import { packageReadyMail } from '../mail/templates.ts';
import { handleCommand } from '../store/command-handler.ts';
import { couplePlan } from './plan.ts';


export interface ReviewOutcome {
  readonly reviewed: number;
  readonly released: number;
}

/**
 * Every couple told their package is held is looked at again on today's filing date, with their
 * answers and the editions installed now: a new release that maps the edition, a template that
 * sync installed, or a change in USCIS's acceptance. A package with no form held any more is
 * released (PackageReleased), and its e-mail job is queued in the same transaction: once.
 */
export async function reviewHeldPackages(deps: AppDeps, boss: PgBoss): Promise<ReviewOutcome> {
  const held = await deps.db.selectFrom('held_packages').select(['user_id', 'stages']).orderBy('held_at').execute();
  let released = 0;
  for (const { user_id: userId, stages } of held) {
    for (const stage of stages.filter(isFilingStage)) {
      // A stage the couple no longer files (they changed how they file) is released without an e-mail.
      const plan = await couplePlan(deps, userId, undefined, stage).catch(() => null);
      const files = plan?.path.stages.some((entry) => entry.stage === stage) ?? false;
      if (plan && files && !isFileable(plan)) continue;
      await deps.db.transaction().execute(async (tx) => {
        const command = { type: 'ReleasePackage', userId, stage, now: deps.clock().toISOString() } as const;
        const { events } = await handleCommand(deps.store, heldPackageStream(userId, stage), command, { metadata: { source: 'worker' }, executor: tx });
        if (events.length === 0 || !files) return;
        await boss.send(PACKAGE_READY_MAIL_QUEUE, { userId, stage }, inTransaction(tx));
        released++;
      });
    }
  }
  return { reviewed: held.length, released };
}

function parseUserId(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('userId' in value)) return null;
  return typeof value.userId === 'string' ? value.userId : null;
}

/** The released stage a mail job names; the whole package for a job queued before stages. */
function parseStage(value: unknown): FilingStage {
  if (typeof value !== 'object' || value === null || !('stage' in value)) return 'whole';
  return isFilingStage(value.stage) ? value.stage : 'whole';
}

/** Sends the package-ready e-mail of one released package; an account deleted since gets none. */
export async function sendPackageReadyMail(deps: AppDeps, data: unknown, log: FastifyBaseLogger): Promise<void> {
  const userId = parseUserId(data);
  if (!userId) throw new Error('The package-ready mail job names no user.');
  const row = await deps.db.selectFrom('users').select(['deleted']).where('id', '=', userId).executeTakeFirst();
  if (!row || row.deleted) return;
  const user = await readUser(deps.db, deps.keyring, userId);
  // A mail server that refuses throws here, and pg-boss sends the job again.
  await deps.mailer.send(packageReadyMail(deps.config.appUrl, { ownerId: userId, to: user.email, language: user.language }, parseStage(data)), log);
  log.info({ userId }, 'package-ready mail sent');
}
