import type { AnswerValue } from '../../domain/answers.ts';
import { evolveApplication, initialApplicationState, type ApplicationState } from '../../domain/applications/application.ts';
import type { ApplicationEvent, EventType, OnboardingStatus } from '../../domain/events.ts';
import { printedForm } from '../../domain/product/package.ts';
import type { RecordedEvent } from '../store/vocabulary.ts';

export const MASK = '••••';
export const DESTROYED = '(destroyed with the account)';

/** One value before and after: the value itself when revealed, MASK, DESTROYED, or null when there was none. */
export interface AuditChange {
  field: string;
  old: AnswerValue;
  new: AnswerValue;
}

export interface AuditEntry {
  position: string;
  recordedAt: string;
  stream: string;
  event: EventType;
  /** 'applicant', an operator's tool ('cli'), 'worker', or another user's id. */
  by: string;
  /** 'account', 'payment', 'audit', 'package', a form type, or 'pdf job <first 8 of its id>'. */
  subject: string;
  what: string;
  changes: AuditChange[];
}

/** How a value reads in a line of the audit. */
export function display(value: AnswerValue): string {
  if (value === null) return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The account's history, one entry per event in the order they were recorded. AnswersChanged holds
 * only new values, so every old value comes from folding the events before it; `since` therefore
 * filters the entries, never the fold.
 */
export function auditHistory(userId: string, recorded: readonly RecordedEvent[], options: { reveal: boolean; since?: Date | undefined }): AuditEntry[] {
  let email: string | undefined;
  let onboarding: OnboardingStatus = 'NOT_STARTED';
  const applications = new Map<string, ApplicationState>();
  const entries: AuditEntry[] = [];
  for (const r of recorded) {
    const show = (value: AnswerValue | undefined): AnswerValue => {
      if (r.redacted) return DESTROYED;
      if (value === undefined || value === null) return null;
      return options.reveal ? value : MASK;
    };
    const add = (subject: string, what: string, changes: AuditChange[] = []) => {
      const actor = r.metadata.actorId;
      entries.push({
        position: r.position,
        recordedAt: r.recordedAt.toISOString(),
        stream: r.streamId,
        event: r.event.type,
        by: actor === userId ? 'applicant' : (actor ?? r.metadata.source),
        subject,
        what,
        changes,
      });
    };
    const application = (id: string) => applications.get(id) ?? initialApplicationState;
    const fold = (event: ApplicationEvent) => applications.set(event.data.applicationId, evolveApplication(application(event.data.applicationId), event));
    const formOf = (state: ApplicationState) => (state.status === 'active' ? state.formType : 'application');
    const e = r.event;
    switch (e.type) {
      case 'UserRegistered':
        add('account', `registered with ${display(show(e.data.email))}`);
        email = e.data.email;
        break;
      case 'EmailVerificationRequested':
        add('account', 'verification e-mail sent');
        break;
      case 'EmailVerified':
        add('account', e.data.tokenHash ? 'e-mail address verified' : 'e-mail address verified (development test login)');
        break;
      case 'PasswordResetRequested':
        add('account', 'password reset e-mail sent');
        break;
      case 'PasswordChanged':
        // A password hash is a secret, not a personal value: not even --reveal shows it.
        add('account', e.data.viaResetTokenHash ? 'password changed through a reset link' : 'password changed');
        break;
      case 'EmailChanged':
        add('account', 'e-mail address changed', [{ field: 'e-mail', old: show(email), new: show(e.data.email) }]);
        email = e.data.email;
        break;
      case 'EmailChangeRequested':
        add('account', `e-mail change to ${display(show(e.data.email))} asked for (confirmation link sent there, the former address told)`);
        break;
      case 'EmailChangeConfirmed':
        add('account', 'e-mail address changed through its confirmation link; signed out everywhere', [{ field: 'e-mail', old: show(email), new: show(e.data.email) }]);
        email = e.data.email;
        break;
      case 'EmailChangeReported':
        add('account', 'e-mail change reported by the former address: address restored, signed out everywhere', [{ field: 'e-mail', old: show(email), new: show(e.data.email) }]);
        email = e.data.email;
        break;
      case 'SessionsRevoked':
        add('account', 'signed out everywhere');
        break;
      case 'OnboardingStatusChanged':
        add('account', 'onboarding answered', [{ field: 'onboarding', old: onboarding, new: e.data.status }]);
        onboarding = e.data.status;
        break;
      case 'LanguageChosen':
        add('account', `language chosen: ${e.data.language}`);
        break;
      case 'PaymentSucceeded':
        add('payment', `paid ${(e.data.amountCents / 100).toFixed(2)} ${e.data.currency.toUpperCase()} (${e.data.provider}, ${e.data.paymentId})`);
        break;
      case 'PaymentRefunded':
        add('payment', `refunded ${(e.data.amountCents / 100).toFixed(2)} ${e.data.currency.toUpperCase()} (${e.data.provider}, ${e.data.paymentId}) by ${e.data.operator}: ${e.data.reason}`);
        break;
      case 'AccountDeleted':
        add('account', 'account deleted; its key destroyed');
        break;
      case 'ApplicationCreated':
        add(e.data.formType, 'form started');
        fold(e);
        break;
      case 'AnswersChanged': {
        const state = application(e.data.applicationId);
        if (r.redacted) {
          const removed = e.data.removed.length ? `; removed ${e.data.removed.join(', ')}` : '';
          add(formOf(state), `answers changed: ${DESTROYED}${removed}`);
          fold(e);
          break;
        }
        const before = state.status === 'active' ? state.answers : {};
        add(formOf(state), 'answers changed', [
          ...Object.entries(e.data.changed).map(([key, value]) => ({ field: key, old: show(before[key]), new: show(value) })),
          ...e.data.removed.map((key) => ({ field: key, old: show(before[key]), new: null })),
        ]);
        fold(e);
        break;
      }
      case 'ProgressChanged':
        add(formOf(application(e.data.applicationId)), `progress ${e.data.progress}%`);
        fold(e);
        break;
      case 'ApplicationStatusChanged': {
        const state = application(e.data.applicationId);
        add(formOf(state), 'status changed', [{ field: 'status', old: state.status === 'active' ? state.applicationStatus : null, new: e.data.status }]);
        fold(e);
        break;
      }
      case 'ApplicationDeleted':
        add(formOf(application(e.data.applicationId)), 'form deleted');
        fold(e);
        break;
      case 'PdfJobRequested':
        add(pdfJob(e.data.jobId), e.data.stamped ? 'package requested (previews stamped: not paid yet)' : 'package requested');
        break;
      case 'PdfJobProgressed':
        add(pdfJob(e.data.jobId), `progress ${e.data.progress}%, ${e.data.previewPages} preview pages`);
        break;
      case 'PdfJobCompleted':
        add(pdfJob(e.data.jobId), `completed, ${e.data.pageCount} pages${e.data.filesOf === e.data.jobId ? '' : ` (the files of job ${e.data.filesOf}, answers unchanged)`}`);
        break;
      case 'PdfJobFailed':
        add(pdfJob(e.data.jobId), `failed: ${e.data.message}`);
        break;
      case 'PdfJobRetried':
        add(pdfJob(e.data.jobId), 'sent back to the queue by an operator');
        break;
      case 'PersonalDataRevealed':
        add('audit', `personal values shown to ${e.data.operator}: "${e.data.reason}"${e.data.since ? ` (entries since ${e.data.since})` : ''}`);
        break;
      case 'AccountPurged':
        add('audit', `remaining rows purged (account deleted ${e.data.deletedAt}); the events are kept`);
        break;
      case 'PackageHeld':
        add('package', `held: ${e.data.forms.map((held) => `Form ${printedForm(held.form)}${held.edition ? ` (edition ${held.edition})` : ''}, ${held.reason}`).join('; ')}`);
        break;
      case 'PackageReleased':
        add('package', 'every form fileable again; the couple is e-mailed');
        break;
      case 'MaintenanceScheduled':
      case 'MaintenanceEnded':
      case 'VisaBulletinSet':
      case 'FormEditionsChecked':
        add('system', e.type);
        break;
      default: {
        const exhaustive: never = e;
        return exhaustive;
      }
    }
  }
  const since = options.since?.getTime();
  return since === undefined ? entries : entries.filter((entry) => Date.parse(entry.recordedAt) >= since);
}

const pdfJob = (jobId: string) => `pdf job ${jobId.slice(0, 8)}`;
