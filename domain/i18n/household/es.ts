import type { householdEn } from './en.ts';

export const householdEs: Readonly<Record<keyof typeof householdEn, string>> = {
  'household.intro': 'El Form I-864, Part 5, cuenta a cada persona una sola vez. Según las respuestas:',
  'household.sponsored': '{who, select, you {Item 1: los inmigrantes que usted patrocina en esta declaración} other {Item 1: los inmigrantes que {name} patrocina en esta declaración}}',
  'household.yourself': '{who, select, you {Item 2: usted} other {Item 2: {name}, el patrocinador}}',
  'household.spouse': '{who, select, you {Item 3: su cónyuge} other {Item 3: el cónyuge de {name}}}',
  'household.spouseCounted': 'Contado en el item 1, como el inmigrante patrocinado.',
  'household.children': '{who, select, you {Item 4: sus hijos dependientes} other {Item 4: los hijos dependientes de {name}}}',
  'household.otherDependents': '{who, select, you {Item 5: sus otros dependientes} other {Item 5: los otros dependientes de {name}}}',
  'household.previouslySponsored': '{who, select, you {Item 6: personas que usted patrocinó antes y a las que aún debe mantener} other {Item 6: personas que {name} patrocinó antes y a las que aún debe mantener}}',
  'household.i864a': '{who, select, you {Item 7: familiares que viven con usted y firman el Form I-864A} other {Item 7: familiares que viven con {name} y firman el Form I-864A}}',
  'household.i864aDependents': '{count, plural, one {# dependiente que firma el Form I-864A se cuenta en el item 4 o 5, no otra vez aquí.} other {# dependientes que firman el Form I-864A se cuentan en el item 4 o 5, no otra vez aquí.}}',
  'household.yourSpouse': 'el cónyuge',
  'household.notAnswered': 'aún sin responder',
  'household.total': 'Item 8: tamaño del hogar',
  'household.totalUnknown': 'El total aparece cuando estén respondidas todas las preguntas que cuenta.',
  'household.printed': 'El número que se imprime en el Form I-864, Part 5, item 8.',
};
