/**
 * Why a document job failed, as the couple reads it (issue 22). The worker records the id with the
 * job; the status route writes it in the request's language.
 */
export const jobsEn = {
  'jobs.failed.checkAgain': 'Your answers or the official forms changed after the check. Please run Check My Data again, then generate your documents.',
  'jobs.failed.ourSide': 'Your documents could not be prepared because of an error on our side. Please try again; if it happens again, contact support.',
} as const;
