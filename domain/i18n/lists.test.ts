import { describe, expect, it } from 'vitest';
import { listValues, startsWithISound } from './lists.ts';
import { translate } from './messages.ts';

const list = (language: 'en' | 'es', items: readonly string[]) => translate(language, 'list.and', listValues(items));

describe('a list as a sentence says it', () => {
  it('writes "e" for "and" in Spanish before the sound of i, "y" elsewhere (RAE, Ortografía 5.4.1)', () => {
    expect(list('es', ['I-130', 'I-485'])).toBe('I-130 e I-485');
    expect(list('es', ['I-130', 'I-130A', 'I-485'])).toBe('I-130, I-130A e I-485');
    expect(list('es', ['I-485', 'I-864'])).toBe('I-485 e I-864');
    expect(list('es', ['padres', 'hijos'])).toBe('padres e hijos');
    expect(list('es', ['agua', 'hielo'])).toBe('agua y hielo');
    expect(list('es', ['Formulario I-130', 'Formulario I-485'])).toBe('Formulario I-130 y Formulario I-485');
    expect(list('es', ['lunes', 'viernes'])).toBe('lunes y viernes');
  });

  it('writes "and" in English whatever the last word', () => {
    expect(list('en', ['I-130', 'I-485'])).toBe('I-130 and I-485');
    expect(list('en', ['I-130', 'I-130A', 'I-864'])).toBe('I-130, I-130A and I-864');
  });

  it('hears the sound of i in "i", "í", "hi" and "hí", not in "hie" or "hia"', () => {
    expect(['Italia', 'ídolo', 'hijos', 'híbrido', 'I-765'].every(startsWithISound)).toBe(true);
    expect(['hielo', 'hiato', 'yerno', 'Form I-130', ''].some(startsWithISound)).toBe(false);
  });
});
