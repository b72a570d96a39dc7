import { isFormType, type FormType } from './types.ts';

/**
 * A form type as addresses write it, in the web client's pages (/forms/i-485-specific) and the
 * API's routes (/api/applications/type/i-485-specific): lower case, dashes for underscores.
 */
export const formSlug = (type: string): string => type.toLowerCase().replaceAll('_', '-');

/** The form type an address names, read in any case and with dashes or underscores; null for none. */
export function formTypeOfSlug(slug: string): FormType | null {
  const type = slug.toUpperCase().replaceAll('-', '_');
  return isFormType(type) ? type : null;
}
