import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface Database {
  streams: { stream_id: string; version: number };
  events: {
    position: ColumnType<string, never, never>;
    stream_id: string;
    stream_version: number;
    type: string;
    data: ColumnType<Record<string, unknown>, string, string>;
    metadata: ColumnType<Record<string, unknown>, string, string>;
    owner_id: string | null;
    recorded_at: Generated<Date>;
  };
  data_keys: {
    owner_id: string;
    wrapped_key: Buffer | null;
    created_at: Generated<Date>;
    destroyed_at: Timestamp | null;
    /** The period whose key wraps wrapped_key; null: wrapped under the master key (before 0012), or destroyed. */
    period_id: string | null;
  };
  key_periods: {
    id: string;
    /** The period's key-encryption key, wrapped under the master key. */
    wrapped_kek: Buffer;
    created_at: Generated<Date>;
  };
  users: {
    id: string;
    email_lookup: string | null;
    email_sealed: string | null;
    password_hash: string | null;
    email_verified: boolean;
    onboarding_status: string;
    /** The language the person reads Greencard in ('en', 'es'); null until chosen. */
    language: string | null;
    has_paid: boolean;
    token_version: number;
    deleted: boolean;
    created_at: Timestamp;
    deleted_at: Timestamp | null;
    password_reset_required: Generated<boolean>;
  };
  auth_tokens: {
    token_hash: string;
    user_id: string;
    purpose: string;
    requested_at: Timestamp;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    /** A report link's: the lookup of the address it gives back, held for no other account while it is open. */
    held_email_lookup: string | null;
  };
  system_status: {
    id: number;
    is_warning_mode: boolean;
    message: string | null;
    maintenance_start: Timestamp | null;
    maintenance_end: Timestamp | null;
  };
  outbox: {
    id: Generated<string>;
    owner_id: string;
    recipient_sealed: string;
    subject: string;
    body_sealed: string;
    created_at: Generated<Date>;
  };
  sign_in_failures: { email_lookup: string; failed_at: Generated<Date> };
  revoked_tokens: { jti: string; user_id: string; expires_at: Timestamp };
  applications: {
    id: string;
    user_id: string;
    form_type: string;
    status: string;
    progress: number;
    /** Answers sealed before migration 0014, as one value; null once a save moved them to sections_sealed. */
    data_sealed: string | null;
    /** The answers by wizard step, each step's sealed on its own (api/applications/answer-sections.ts). */
    sections_sealed: ColumnType<Record<string, string>, string | undefined, string>;
    completeness: number;
    version: number;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  held_packages: {
    user_id: string;
    forms: ColumnType<readonly { form: string; edition: string | null; reason: string }[], string, string>;
    held_at: Timestamp;
    /** The stages held (domain/rules/filing-path.ts). */
    stages: ColumnType<readonly string[], string, string>;
  };
  payments: {
    payment_id: string;
    user_id: string;
    provider: string;
    amount_cents: number;
    currency: string;
    paid_at: Timestamp;
  };
  pdf_jobs: {
    id: string;
    user_id: string;
    status: string;
    progress: number;
    preview_pages: number;
    fingerprint: string;
    stamped: boolean;
    page_count: number | null;
    files_of: string | null;
    error: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    stage: string;
    held: boolean;
  };
  pdf_files: { job_id: string; user_id: string; pdf_sealed: Buffer; created_at: Generated<Date> };
  pdf_previews: { job_id: string; page: number; user_id: string; png_sealed: Buffer };
  /** Preview pages drawn at the zoom's resolution when first opened full screen (issue 24 item 8). */
  pdf_zoomed_previews: { job_id: string; page: number; user_id: string; png_sealed: Buffer };
  analytics_events: {
    id: Generated<string>;
    name: string;
    properties: ColumnType<Record<string, unknown>, string, string>;
    recorded_at: Generated<Date>;
  };
  security_events: {
    id: ColumnType<string, never, never>;
    occurred_at: Timestamp;
    kind: string;
    outcome: string;
    reason: string | null;
    user_id: string | null;
    route: string | null;
    request_id: string;
    client_hash: string | null;
    /** How many refusals the row stands for: 1, or more for an aggregated unauthenticated flood (0013). */
    refusals: Generated<number>;
  };
}
