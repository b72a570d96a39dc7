import type { Answers } from '@domain/answers.ts';
import type { FormType } from '@domain/catalogue/types.ts';

/** The spec's user shape (section 3). */
export interface User {
  id: string;
  email: string;
  emailVerified: boolean;
  onboardingStatus: 'NOT_STARTED' | 'COMPLETED_INELIGIBLE' | 'COMPLETED_ELIGIBLE' | null;
  hasPaid: boolean | null;
}

/** A user object is valid only when these types hold (spec section 3). */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.email === 'string' &&
    typeof v.emailVerified === 'boolean' &&
    (v.onboardingStatus === null || ['NOT_STARTED', 'COMPLETED_INELIGIBLE', 'COMPLETED_ELIGIBLE'].includes(String(v.onboardingStatus))) &&
    (v.hasPaid === null || typeof v.hasPaid === 'boolean')
  );
}

export interface Application {
  id: string;
  formType: FormType;
  data: Answers;
  status: string;
  progress: number;
  completeness: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface CheckError {
  field: string;
  message: string;
  formType?: string;
  formName?: string;
  step?: number;
  stepName?: string;
  question?: string;
}

export interface PdfJob {
  jobId: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  progress: number;
  previewImagesJson: string | null;
  error: string | null;
  /** Whether the package matches the answers as they are now: false once an answer changed since the check. */
  current: boolean;
}
