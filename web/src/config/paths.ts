/** Every route of spec section 2, with link builders. */
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  emailVerified: '/email-verified',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmailChange: '/confirm-email-change',
  reportEmailChange: '/report-email-change',
  onboarding: '/onboarding',
  ineligible: '/ineligible',
  dashboard: '/dashboard',
  profile: '/profile',
  checkingStage: '/checking-stage',
  preview: '/preview',
  payment: '/payment',
  download: '/create-filled-up-pdfs-and-download',
  help: '/help',
  /** The public pages, readable before signing up. */
  about: '/about',
  pricing: '/pricing',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  form: {
    pattern: '/forms/:formType/:formId?',
    href: (formType: string, formId: string = 'new', query?: { step?: number; field?: string }) => {
      const base = `/forms/${formType.toLowerCase().replaceAll('_', '-')}/${formId}`;
      const params = new URLSearchParams();
      if (query?.step !== undefined) params.set('step', String(query.step));
      if (query?.field) params.set('field', query.field);
      const search = params.toString();
      return search ? `${base}?${search}` : base;
    },
  },
  external: {
    blog: '/blog',
  },
} as const;

/** Routes anyone may open; every other route needs a session. */
export const OPEN_ROUTES: readonly string[] = [
  paths.login,
  paths.register,
  paths.verifyEmail,
  paths.emailVerified,
  paths.forgotPassword,
  paths.resetPassword,
  paths.confirmEmailChange,
  paths.reportEmailChange,
  paths.about,
  paths.pricing,
  paths.contact,
  paths.terms,
  paths.privacy,
];
