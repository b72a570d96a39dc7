/**
 * The web client's pages, by their addresses (spec section 2): read by the client's router and
 * links, and by the API where it sends a person to a page (the links of its e-mails, Stripe's
 * return pages).
 */
export const PAGES = {
  root: '/',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  /** The verification e-mail's link lands here with ?token=… */
  emailVerified: '/email-verified',
  forgotPassword: '/forgot-password',
  /** The reset e-mail's link lands here with ?token=… */
  resetPassword: '/reset-password',
  /** The new address's link lands here with ?token=… */
  confirmEmailChange: '/confirm-email-change',
  /** The former address's link lands here with ?token=… */
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
} as const;
