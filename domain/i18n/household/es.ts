import type { householdEn } from './en.ts';

export const householdEs: Readonly<Record<keyof typeof householdEn, string>> = {
  'household.intro': 'El Form I-864, Part 5, cuenta a cada persona una sola vez. Según sus respuestas:',
  'household.sponsored': 'Item 1: los inmigrantes que usted patrocina en esta declaración',
  'household.yourself': 'Item 2: usted',
  'household.spouse': 'Item 3: su cónyuge',
  'household.spouseCounted': 'Contado en el item 1, como el inmigrante que usted patrocina.',
  'household.children': 'Item 4: sus hijos dependientes',
  'household.otherDependents': 'Item 5: sus otros dependientes',
  'household.previouslySponsored': 'Item 6: personas que usted patrocinó antes y a las que aún debe mantener',
  'household.i864a': 'Item 7: familiares que viven con usted y firman el Form I-864A',
  'household.i864aDependents': '{count, plural, one {# dependiente que firma el Form I-864A se cuenta en el item 4 o 5, no otra vez aquí.} other {# dependientes que firman el Form I-864A se cuentan en el item 4 o 5, no otra vez aquí.}}',
  'household.yourSpouse': 'su cónyuge',
  'household.notAnswered': 'aún sin responder',
  'household.total': 'Item 8: tamaño del hogar',
  'household.totalUnknown': 'El total aparece cuando estén respondidas todas las preguntas que cuenta.',
  'household.printed': 'El número que se imprime en el Form I-864, Part 5, item 8.',
};
