import type { inputsEn } from './en.ts';

/** The messages of en.ts in Spanish ("usted"); form names and item numbers stay in English. */
export const inputsEs: Readonly<Record<keyof typeof inputsEn, string>> = {
  'inputs.date.month': 'Mes',
  'inputs.date.day': 'Día',
  'inputs.date.year': 'Año',
  'inputs.date.chooseMonth': 'Mes…',
  'inputs.date.order': 'Mes, día y año',
  'inputs.date.reads': 'Usted escribió {date}.',
  'inputs.date.notADate': 'Escriba una fecha que exista en el calendario: el mes, el día y el año.',
  'inputs.date.incomplete': 'Escriba el mes, el día y el año (4 cifras) de esta fecha.',
  'inputs.date.yearFourDigits': 'Escriba el año con 4 cifras, por ejemplo 1988.',
  'inputs.date.tooEarly': 'El año {year} es demasiado antiguo para esta respuesta; revise el año.',
  'inputs.date.tooLate': 'El año {year} está demasiado adelante para esta respuesta; revise el año.',
  'inputs.date.ambiguous':
    '“{typed}” se puede leer de dos maneras ({first} o {second}). Elija el mes en la lista y escriba el día y el año.',
  'inputs.date.unreadable': '“{typed}” no se puede leer como una fecha. Elija el mes en la lista y escriba el día y el año.',
  'inputs.amount.notDigits': 'Escriba la cantidad solo con cifras, por ejemplo 92,000. Letras y palabras como “k” o “mil” no se pueden leer como una cantidad.',
  'inputs.amount.grouping': 'Ponga una coma solo entre los miles (92,000) y un punto antes de los centavos (92.50). “{typed}” no se puede leer con seguridad.',
  'inputs.amount.negative': 'Una cantidad no puede ser negativa; escriba 0 si no tiene nada.',
  'inputs.amount.cents': 'Solo dólares enteros: se guardan ${dollars}; los centavos (.{cents}) se dejan fuera.',
  'inputs.amount.point': 'Solo dólares enteros: se guardan ${dollars}; lo que sigue al punto decimal se deja fuera.',
  'inputs.amount.wholeDollars': 'Escriba dólares enteros, sin centavos, por ejemplo 52,000.',
  'inputs.length.counter': '{count} de {max} caracteres',
  'inputs.length.limit': 'Hasta {max} caracteres.',
  'inputs.length.tooLong': 'Esta respuesta puede tener hasta {max} caracteres; tiene {count}. Acórtela.',
};
