/** The household size of Form I-864 Part 5, added up from the answers and shown item by item (issue 24 item 7). */
export const householdEn = {
  'household.intro': 'Form I-864 Part 5 counts each person once. From your answers:',
  'household.sponsored': 'Item 1: the immigrants you sponsor on this affidavit',
  'household.yourself': 'Item 2: you',
  'household.spouse': 'Item 3: your spouse',
  'household.spouseCounted': 'Counted in item 1, as the immigrant you sponsor.',
  'household.children': 'Item 4: your dependent children',
  'household.otherDependents': 'Item 5: your other dependents',
  'household.previouslySponsored': 'Item 6: people you sponsored before and still must support',
  'household.i864a': 'Item 7: relatives who live with you and sign Form I-864A',
  'household.i864aDependents': '{count, plural, one {# dependent who signs Form I-864A is counted in item 4 or 5, not again here.} other {# dependents who sign Form I-864A are counted in item 4 or 5, not again here.}}',
  'household.yourSpouse': 'your spouse',
  'household.notAnswered': 'not answered yet',
  'household.total': 'Item 8: household size',
  'household.totalUnknown': 'The total appears once every question it counts is answered.',
  'household.printed': 'The number printed on Form I-864, Part 5, item 8.',
} as const;
