/** The household size of Form I-864 Part 5, added up from the answers and shown item by item (issue 24 item 7). */
export const householdEn = {
  'household.intro': 'Form I-864 Part 5 counts each person once. From the answers:',
  'household.sponsored': '{who, select, you {Item 1: the immigrants you sponsor on this affidavit} other {Item 1: the immigrants {name} sponsors on this affidavit}}',
  'household.yourself': '{who, select, you {Item 2: you} other {Item 2: {name}, the sponsor}}',
  'household.spouse': '{who, select, you {Item 3: your spouse} other {Item 3: {name}’s spouse}}',
  'household.spouseCounted': 'Counted in item 1, as the immigrant sponsored.',
  'household.children': '{who, select, you {Item 4: your dependent children} other {Item 4: {name}’s dependent children}}',
  'household.otherDependents': '{who, select, you {Item 5: your other dependents} other {Item 5: {name}’s other dependents}}',
  'household.previouslySponsored': '{who, select, you {Item 6: people you sponsored before and still must support} other {Item 6: people {name} sponsored before and still must support}}',
  'household.i864a': '{who, select, you {Item 7: relatives who live with you and sign Form I-864A} other {Item 7: relatives who live with {name} and sign Form I-864A}}',
  'household.i864aDependents': '{count, plural, one {# dependent who signs Form I-864A is counted in item 4 or 5, not again here.} other {# dependents who sign Form I-864A are counted in item 4 or 5, not again here.}}',
  'household.yourSpouse': 'the spouse',
  'household.notAnswered': 'not answered yet',
  'household.total': 'Item 8: household size',
  'household.totalUnknown': 'The total appears once every question it counts is answered.',
  'household.printed': 'The number printed on Form I-864, Part 5, item 8.',
} as const;
