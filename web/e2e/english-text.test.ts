import { describe, expect, it } from 'vitest';
import { englishSentences, typedTexts } from './english-text.ts';

/** The English-text detector of the Spanish walk (spanish-walk.test.ts) flags English and only English. */
describe('the English-text detector', () => {
  it('flags an English sentence among Spanish ones', () => {
    const page = 'Su trámite\nPlease review your answers before you pay.\nRevise sus respuestas antes de pagar.';
    expect(englishSentences(page)).toEqual(['Please review your answers before you pay.']);
  });

  it('flags an English button label and a sentence left in English inside a Spanish paragraph', () => {
    expect(englishSentences('Sign in to your account')).toEqual(['Sign in to your account']);
    expect(englishSentences('Casi listo. We are updating ours. Vuelva pronto.')).toEqual(['We are updating ours.']);
  });

  it('keeps a Spanish sentence naming an official form, part and item, and a person with an English-looking name', () => {
    const spanish = 'Escriba el nombre de Will Andrew Hunt tal como aparece en el Form I-130, Part 2, Item 1.';
    expect(englishSentences(spanish, ['Will Andrew Hunt'])).toEqual([]);
    expect(englishSentences('Form I-864, Part 8, Item Number 1.a: Affidavit of Support Under Section 213A of the INA.')).toEqual([]);
    expect(englishSentences('María Rose Forbes vive en 12 Bay Street, Saint Paul.')).toEqual([]);
    expect(englishSentences('Responda Sí si su tarjeta dice "valid only with DHS authorization".')).toEqual([]);
    expect(englishSentences('¿Tiene Ethan un certificado de naturalización (Certificate of Naturalization) o de ciudadanía (Certificate of Citizenship)?')).toEqual([]);
  });

  it('flags a date written the English way, and keeps the Spanish one', () => {
    expect(englishSentences('Presente su solicitud antes del September 17, 2026.')).toEqual(['Presente su solicitud antes del September 17, 2026.']);
    expect(englishSentences('Boletín de visas de May 2026')).toEqual(['Boletín de visas de May 2026']);
    expect(englishSentences('Comienza: Sept. 17, 2026')).toEqual(['Comienza: Sept. 17, 2026']);
    expect(englishSentences('Presente su solicitud antes del 17 de septiembre de 2026.\nmayo de 2026\nForm I-485, Part 3, Item 2.')).toEqual([]);
  });

  it('flags a common English word of an interface alone in its line or in parentheses, not inside a Spanish sentence', () => {
    expect(englishSentences('Segundo nombre\n(optional)\nNext\nLoading…\nSiguiente')).toEqual(['(optional)', 'Next', 'Loading…']);
    expect(englishSentences('Segundo nombre (optional)')).toEqual(['Segundo nombre (optional)']);
    expect(englishSentences('Segundo nombre (opcional)\nSiguiente\nCargando…\nGuardar\nError\nTotal\nNo')).toEqual([]);
    expect(englishSentences('Marque la casilla "Yes" del formulario.')).toEqual([]);
  });

  it('keeps a lone word the couple typed, and an official title', () => {
    expect(englishSentences('Help\nPreview\nAffidavit of Support', ['Help', 'Preview'])).toEqual([]);
  });

  it('does not set aside an English sentence because the couple typed a name', () => {
    expect(englishSentences('Will Andrew Hunt: what is your first name?', ['Will Andrew Hunt'])).toEqual(['Will Andrew Hunt: what is your first name?']);
  });

  it('collects the texts a couple typed, deep in lists', () => {
    expect(typedTexts({ pNameFirst: 'Megan', list: [{ city: 'Saint Paul' }], count: 2, flag: 'No' })).toEqual(['Megan', 'Saint Paul']);
  });
});
