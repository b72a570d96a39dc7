/**
 * Full field names of the I-130 and I-130A templates: every field of page n sits in the
 * subform n-1 of form1 (see ../shared/uscis-forms/fields/<form>.fields.json).
 */
export const onPage = (page: number, name: string): string => `form1[0].#subform[${page - 1}].${name}`;
