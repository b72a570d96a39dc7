import { CORE_FORMS, OPTIONAL_FORMS } from '@domain/applications/application-set.ts';
import { formDef, isFormType } from '@domain/catalogue/index.ts';
import { localizedForm } from '@domain/catalogue/localized.ts';
import type { Language } from '@domain/i18n/languages.ts';
import type { Application } from '@domain/contract/applications.ts';

/** The dashboard's order (spec section 2): the core forms, then the optional I-765 and I-131. */
const DASHBOARD_ORDER: readonly string[] = [...CORE_FORMS, ...OPTIONAL_FORMS.map((optional) => optional.formType)];

/** What the dashboard shows of an application. */
export type ApplicationSummary = Pick<Application, 'id' | 'formType' | 'status' | 'completeness'>;

/** The applications a person works on, in the spec's order: ONBOARDING and archived ones left out. */
export function dashboardApplications<T extends ApplicationSummary>(applications: readonly T[]): T[] {
  return applications
    .filter((application) => DASHBOARD_ORDER.includes(application.formType) && application.status.toLowerCase() !== 'archived')
    .sort((a, b) => DASHBOARD_ORDER.indexOf(a.formType) - DASHBOARD_ORDER.indexOf(b.formType));
}

/** Title and description from the form catalogue (FormDef), in the reader's language. */
export function describeApplication(formType: string, language: Language): { title: string; description: string } {
  const english = isFormType(formType) ? formDef(formType) : undefined;
  const form = english ? localizedForm(english, language) : undefined;
  return { title: form?.title ?? formType, description: form?.description ?? '' };
}
