/**
 * Every event the product records, one discriminated union. Events are facts in the past tense;
 * `PERSONAL_FIELDS` names the payload fields that hold personal data, which the event store
 * encrypts with the owner's data key (destroyed when the account is deleted).
 */
import type { Answers } from './answers.ts';
import type { FormType } from './catalogue/types.ts';
import type { Language } from './i18n/languages.ts';
import type { FilingStage } from './rules/filing-path.ts';
import type { F2aBulletinRow } from './rules/visa-bulletin.ts';

export const ONBOARDING_STATUSES = ['NOT_STARTED', 'COMPLETED_INELIGIBLE', 'COMPLETED_ELIGIBLE'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];
export const isOnboardingStatus = (value: unknown): value is OnboardingStatus => ONBOARDING_STATUSES.some((status) => status === value);

export type UserEvent =
  | { type: 'UserRegistered'; data: { userId: string; email: string; passwordHash: string; registeredAt: string } }
  | { type: 'EmailVerificationRequested'; data: { userId: string; tokenHash: string; expiresAt: string; requestedAt: string } }
  | { type: 'EmailVerified'; data: { userId: string; tokenHash: string | null; verifiedAt: string } }
  | { type: 'PasswordResetRequested'; data: { userId: string; tokenHash: string; expiresAt: string; requestedAt: string } }
  | { type: 'PasswordChanged'; data: { userId: string; passwordHash: string; viaResetTokenHash: string | null; changedAt: string } }
  /** An address change that took effect at once (before changes asked for a confirmation link). */
  | { type: 'EmailChanged'; data: { userId: string; email: string; changedAt: string } }
  /**
   * A change of address was asked for, with the password: it takes effect when the link sent to the
   * new address (`tokenHash`) is opened. The old address was told, with a link to report it (`reportTokenHash`).
   */
  | {
      type: 'EmailChangeRequested';
      data: { userId: string; email: string; previousEmail: string; tokenHash: string; reportTokenHash: string; requestedAt: string; expiresAt: string; reportExpiresAt: string };
    }
  /** The new address opened its link: it is the account's, verified, and every session ends. */
  | { type: 'EmailChangeConfirmed'; data: { userId: string; email: string; tokenHash: string; confirmedAt: string } }
  /** The former address reported a change it did not ask for: the address is back, every session ends. */
  | { type: 'EmailChangeReported'; data: { userId: string; email: string; reportTokenHash: string; reportedAt: string } }
  | { type: 'SessionsRevoked'; data: { userId: string; reason: 'logout'; revokedAt: string } }
  | { type: 'OnboardingStatusChanged'; data: { userId: string; status: OnboardingStatus; changedAt: string } }
  /** The language the person reads Greencard in, chosen on a device or at sign-up: the account's screens and e-mails follow it. */
  | { type: 'LanguageChosen'; data: { userId: string; language: Language; chosenAt: string } }
  | { type: 'PaymentSucceeded'; data: { userId: string; paymentId: string; provider: string; amountCents: number; currency: string; paidAt: string } }
  /**
   * An operator refunded the payment under the terms' refund rule (greencard payments refund): the
   * couple has not paid any more, and downloads stop.
   */
  | { type: 'PaymentRefunded'; data: { userId: string; paymentId: string; provider: string; amountCents: number; currency: string; operator: string; reason: string; refundedAt: string } }
  | { type: 'AccountDeleted'; data: { userId: string; deletedAt: string } };

export const APPLICATION_STATUSES = ['draft', 'completed', 'submitted', 'archived'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type ApplicationEvent =
  | { type: 'ApplicationCreated'; data: { applicationId: string; userId: string; formType: FormType; createdAt: string } }
  | {
      type: 'AnswersChanged';
      /** Only the keys whose value changed, with their new values, and the keys removed. */
      data: { applicationId: string; changed: Answers; removed: string[]; changedAt: string };
    }
  | { type: 'ProgressChanged'; data: { applicationId: string; progress: number; changedAt: string } }
  | { type: 'ApplicationStatusChanged'; data: { applicationId: string; status: ApplicationStatus; changedAt: string } }
  | { type: 'ApplicationDeleted'; data: { applicationId: string; deletedAt: string } };

export type PdfJobEvent =
  | {
      type: 'PdfJobRequested';
      data: {
        jobId: string;
        userId: string;
        /** A hash of the answers, template editions and stamp: equal fingerprints give equal packages. */
        fingerprint: string;
        /** Previews carry "PREVIEW — NOT FOR FILING" (the user had not paid when asking). */
        stamped: boolean;
        /**
         * The version of each of the user's applications when the check passed: the package is built
         * from exactly these. Null for a job requested before it was recorded (schema version 1).
         */
        checked: Readonly<Record<string, number>> | null;
        requestedAt: string;
        /** The package of the couple's filing it prepares (domain/rules/filing-path.ts); 'whole' for a job before stages (schema version 3). */
        stage: FilingStage;
        /** Its plan was held on the filing date (a form USCIS does not accept, or a stage that waits): never downloaded. */
        held: boolean;
      };
    }
  | { type: 'PdfJobProgressed'; data: { jobId: string; progress: number; previewPages: number } }
  | {
      type: 'PdfJobCompleted';
      /** `filesOf` names the job whose stored package serves this one (itself, or a reused earlier job). */
      data: { jobId: string; pageCount: number; filesOf: string; completedAt: string };
    }
  | { type: 'PdfJobFailed'; data: { jobId: string; message: string; failedAt: string } }
  /** An operator sent a failed job back to the queue (greencard jobs retry). */
  | { type: 'PdfJobRetried'; data: { jobId: string; retriedAt: string } };

/** A form of a couple's package that USCIS does not accept on the filing date, as recorded when they were told. */
export interface HeldFormRecord {
  readonly form: string;
  /** The edition the product could fill. */
  readonly edition: string | null;
  readonly reason: string;
}

/**
 * A couple's package held back because USCIS would not accept one of its forms, or because it waits
 * for a visa number (F2A), on the package's stream (one per stage).
 */
export type PackageEvent =
  | { type: 'PackageHeld'; data: { userId: string; forms: readonly HeldFormRecord[]; heldAt: string; stage: FilingStage; waitsForVisa: boolean } }
  /** The held package became fileable: the couple is told once, by e-mail. */
  | { type: 'PackageReleased'; data: { userId: string; releasedAt: string; stage: FilingStage } };

export type SystemEvent =
  | { type: 'MaintenanceScheduled'; data: { message: string; start: string | null; end: string | null; scheduledAt: string } }
  /**
   * An operator recorded a month of the Visa Bulletin for category F2A (greencard bulletin set): the
   * row joins the release's table (domain/rules/visa-bulletin.ts), replacing any earlier one of that month.
   */
  | { type: 'VisaBulletinSet'; data: { row: F2aBulletinRow; setAt: string } }
  | { type: 'MaintenanceEnded'; data: { endedAt: string } }
  /**
   * The daily look for new editions at USCIS (greencard forms sync's download): the editions it
   * found, those new to the forms directory (installed beside the others), or why it could not look.
   */
  | {
      type: 'FormEditionsChecked';
      data: {
        source: string;
        checkedAt: string;
        found: readonly { form: string; edition: string }[];
        added: readonly { form: string; edition: string }[];
        /** Files of a mapped edition that are not the release's (pinned) file: not installed, the operator alerted. */
        refused: readonly { form: string; edition: string; reason: string }[];
        failure: string | null;
      };
    };

/** What operators did with an account, on its audit stream: the applicant's own streams stay theirs. */
export type AuditEvent =
  /**
   * An operator was shown the account's personal values (greencard audit --reveal). Nothing in it is
   * the applicant's personal data beyond the user id: the operator and the reason are the operator's,
   * and must outlive the account's key so that an auditor can always see who looked and why.
   */
  | { type: 'PersonalDataRevealed'; data: { userId: string; operator: string; reason: string; since: string | null; revealedAt: string } }
  /** A deleted account's remaining rows were removed after the retention period (greencard users purge). */
  | { type: 'AccountPurged'; data: { userId: string; deletedAt: string; purgedAt: string } };

export type DomainEvent = UserEvent | ApplicationEvent | PdfJobEvent | PackageEvent | SystemEvent | AuditEvent;
export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** Payload fields holding personal data or secrets, stored encrypted with the owner's key. */
export const PERSONAL_FIELDS: { readonly [T in EventType]: readonly (keyof EventOf<T>['data'])[] } = {
  UserRegistered: ['email', 'passwordHash'],
  EmailVerificationRequested: [],
  EmailVerified: [],
  PasswordResetRequested: [],
  PasswordChanged: ['passwordHash'],
  EmailChanged: ['email'],
  EmailChangeRequested: ['email', 'previousEmail'],
  EmailChangeConfirmed: ['email'],
  EmailChangeReported: ['email'],
  SessionsRevoked: [],
  OnboardingStatusChanged: [],
  LanguageChosen: [],
  PaymentSucceeded: [],
  PaymentRefunded: [],
  AccountDeleted: [],
  ApplicationCreated: [],
  AnswersChanged: ['changed'],
  ProgressChanged: [],
  ApplicationStatusChanged: [],
  ApplicationDeleted: [],
  PdfJobRequested: [],
  PdfJobProgressed: [],
  PdfJobCompleted: [],
  PdfJobFailed: [],
  PdfJobRetried: [],
  PackageHeld: [],
  PackageReleased: [],
  MaintenanceScheduled: [],
  MaintenanceEnded: [],
  VisaBulletinSet: [],
  FormEditionsChecked: [],
  PersonalDataRevealed: [],
  AccountPurged: [],
};

export const userStreamId = (userId: string): string => `user-${userId}`;
export const applicationStreamId = (applicationId: string): string => `application-${applicationId}`;
export const pdfJobStreamId = (jobId: string): string => `pdfjob-${jobId}`;
export const auditStreamId = (userId: string): string => `audit-${userId}`;
/** A package's held/released stream: `package-<user>` for the whole package (as before stages), `package-<user>-<stage>` for a stage. */
export const packageStreamId = (userId: string, stage: FilingStage = 'whole'): string => (stage === 'whole' ? `package-${userId}` : `package-${userId}-${stage}`);
export const SYSTEM_STREAM_ID = 'system-maintenance';
/** The daily look for new editions at USCIS. */
export const FORMS_WATCH_STREAM_ID = 'system-forms-watch';
/** The months of the Visa Bulletin an operator recorded. */
export const VISA_BULLETIN_STREAM_ID = 'system-visa-bulletin';
