import { formSlug } from '@domain/catalogue/form-slug.ts';
import { PAGES } from '@domain/product/pages.ts';

/** Every route of spec section 2 (their addresses in domain/product/pages.ts), with link builders. */
export const paths = {
  ...PAGES,
  form: {
    pattern: '/forms/:formType/:formId?',
    href: (formType: string, formId: string = 'new', query?: { step?: number; field?: string }) => {
      const base = `/forms/${formSlug(formType)}/${formId}`;
      const params = new URLSearchParams();
      if (query?.step !== undefined) params.set('step', String(query.step));
      if (query?.field) params.set('field', query.field);
      const search = params.toString();
      return search ? `${base}?${search}` : base;
    },
  },
} as const;

/** Other addresses people type for a public page ("/price"), each leading to that page. */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  '/price': paths.pricing,
  '/prices': paths.pricing,
  '/contact-us': paths.contact,
  '/about-us': paths.about,
  '/privacy-policy': paths.privacy,
  '/terms-of-service': paths.terms,
};

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
