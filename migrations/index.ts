import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001_foundation.ts';
import * as applications from './0002_applications.ts';
import * as pdfJobs from './0003_pdf_jobs.ts';
import * as securityEvents from './0004_security_events.ts';
import * as sessionNotices from './0005_session_notices.ts';
import * as keyNotices from './0006_key_notices.ts';
import * as revokedTokens from './0007_revoked_tokens.ts';
import * as heldPackages from './0008_held_packages.ts';
import * as stages from './0009_stages.ts';
import * as userLanguage from './0010_user_language.ts';
import * as accountTakeoverGuards from './0011_account_takeover_guards.ts';
import * as keyPeriods from './0012_key_periods.ts';
import * as securityEventCounts from './0013_security_event_counts.ts';
import * as answerSections from './0014_answer_sections.ts';
import * as zoomedPreviews from './0015_zoomed_previews.ts';

/** Every migration in order. Migrations only add (see README, "Running in production"). */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_applications': applications,
  '0003_pdf_jobs': pdfJobs,
  '0004_security_events': securityEvents,
  '0005_session_notices': sessionNotices,
  '0006_key_notices': keyNotices,
  '0007_revoked_tokens': revokedTokens,
  '0008_held_packages': heldPackages,
  '0009_stages': stages,
  '0010_user_language': userLanguage,
  '0011_account_takeover_guards': accountTakeoverGuards,
  '0012_key_periods': keyPeriods,
  '0013_security_event_counts': securityEventCounts,
  '0014_answer_sections': answerSections,
  '0015_zoomed_previews': zoomedPreviews,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
