import { describe, expect, it } from 'vitest';
import type { EditionRow } from './editions.ts';
import { formFiling, heldForms, heldPackageMessage, planPackage, type InstalledEdition } from './filing.ts';
import { MAPPINGS, mappingFor } from './registry.ts';
import { coupleAnswers } from '../../testing/couple.ts';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import type { FormMapping } from './types.ts';

/** Every edition the product maps, as `forms sync` installs them from the repository. */
const INSTALLED: readonly InstalledEdition[] = MAPPINGS.map(({ form, edition }) => ({ form, edition }));
const ctxOn = (today: string) => ({ answers: coupleAnswers(), today });

describe('the package on its filing date', () => {
  it('is fileable on 2026-09-17, the last day USCIS accepted every mapped edition, each form in the edition its mapping was written for', () => {
    expect(LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED).toBe('2026-09-17');
    const plan = planPackage(ctxOn(LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED), INSTALLED);
    expect(plan.forms.map((filing) => [filing.form, filing.status])).toEqual([
      ['i-130', 'fileable'], ['i-130a', 'fileable'], ['i-485', 'fileable'], ['i-864', 'fileable'], ['i-765', 'fileable'],
    ]);
    expect(heldForms(plan)).toEqual([]);
  });

  it('holds the I-485 from 2026-09-18 and the I-864 from 2026-10-01, still filling the installed editions for previews', () => {
    const september = planPackage(ctxOn('2026-09-18'), INSTALLED);
    expect(heldForms(september).map((filing) => filing.form)).toEqual(['i-485']);
    const today = planPackage(ctxOn('2026-11-25'), INSTALLED);
    const held = heldForms(today);
    expect(held.map((filing) => [filing.form, filing.status, filing.hold.reason, filing.hold.required?.edition, filing.hold.since])).toEqual([
      ['i-485', 'held', 'edition-not-mapped', '09/18/26', '2026-09-18'],
      ['i-864', 'held', 'edition-not-mapped', '08/24/26', '2026-10-01'],
    ]);
    const [i485] = held;
    expect(i485?.status === 'held' && i485.mapping.edition).toBe('01/20/25');
    expect(i485?.hold.message).toBe(
      'USCIS changed Form I-485 on September 18, 2026; we are updating ours.',
    );
    expect(heldPackageMessage(held, today.date)).toBe(
      'Your package cannot be paid for yet: USCIS would not accept it today. ' +
        'USCIS changed Form I-485 on September 18, 2026; we are updating ours. ' +
        'USCIS changed Form I-864 on October 1, 2026; we are updating ours. ' +
        'Every answer you gave is kept. Your package will be ready as soon as we have updated the form, and we will e-mail you when it is.',
    );
    expect(i485?.hold.action).toBe('map the 09/18/26 edition (README: "The day USCIS publishes an edition")');
    // In Spanish (issue 22): the same reasons, the dates as a Spanish reader writes them, the form's number as USCIS prints it.
    expect(heldPackageMessage(held, today.date, 'es')).toBe(
      'Todavía no puede pagar su paquete: USCIS no lo aceptaría hoy. ' +
        'USCIS cambió el Formulario I-485 el 18 de septiembre de 2026; estamos actualizando el nuestro. ' +
        'USCIS cambió el Formulario I-864 el 1 de octubre de 2026; estamos actualizando el nuestro. ' +
        'Todas sus respuestas se conservan. Su paquete estará listo en cuanto hayamos actualizado el formulario, y le avisaremos por correo electrónico.',
    );
  });

  it('files the new edition as soon as its mapping and template are there, beside the old one', () => {
    const old = mappingFor('i-485', '01/20/25');
    if (!old) throw new Error('no I-485 mapping');
    const next: FormMapping = { ...old, edition: '09/18/26' };
    const mappings = [...MAPPINGS, next];
    const withTemplate = [...INSTALLED, { form: 'i-485' as const, edition: '09/18/26' }];
    const filing = formFiling('i-485', '2026-11-25', withTemplate, { mappings });
    expect(filing.status === 'fileable' && filing.mapping).toBe(next);
    // Before the switch the old edition is still the one USCIS takes.
    expect(formFiling('i-485', '2026-09-17', withTemplate, { mappings })).toMatchObject({ status: 'fileable', mapping: old });
    const notInstalled = formFiling('i-485', '2026-11-25', INSTALLED, { mappings });
    expect(notInstalled).toMatchObject({ status: 'held', hold: { reason: 'template-missing', action: 'install the template of the 09/18/26 edition: greencard forms sync' } });
  });

  it('is unavailable when no template of any mapped edition is installed, and says when the date is not known', () => {
    expect(formFiling('i-130', '2026-09-17', [])).toMatchObject({ status: 'unavailable', hold: { reason: 'template-missing' } });
    const empty: EditionRow[] = [];
    const unknown = formFiling('i-130', '2026-09-17', INSTALLED, { editions: empty });
    expect(unknown).toMatchObject({ status: 'held', hold: { reason: 'acceptance-unknown', required: null } });
    expect(unknown.status !== 'fileable' && unknown.hold.message).toContain('We do not know which edition of Form I-130 USCIS accepts on September 17, 2026');
  });

  it('knows the I-864A only as a form without a mapping', () => {
    expect(formFiling('i-864a', '2026-11-25', INSTALLED)).toMatchObject({ status: 'unavailable', hold: { reason: 'no-mapping', required: { edition: '08/24/26' } } });
  });
});
