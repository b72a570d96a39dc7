import type { Answers } from '../answers.ts';

/** What the API's application routes answer (the `data` of each body); the check's answer is CheckResult (domain/rules/check.ts). */

/** One application as its read model holds it. */
export interface Application {
  readonly id: string;
  /** One of FORM_TYPES (domain/catalogue/types.ts), as the read model stores it. */
  readonly formType: string;
  readonly data: Answers;
  /** One of APPLICATION_STATUSES (domain/events.ts), as the read model stores it. */
  readonly status: string;
  /** The step the person is on, in percent. */
  readonly progress: number;
  /** The share of required questions answered, in percent. */
  readonly completeness: number;
  /** The stream's version: what a save expects. */
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** DELETE /applications/:id. */
export interface Deleted {
  readonly id: string;
}
