/** What a couple whose green card application waits can do today, said where the package is listed (issue 24 item 1). */
export const todayEn = {
  'today.petitionNow':
    'The petition (Form I-130 and Form I-130A) can be filed today on its own: from your dashboard you can file it first and the rest when it is ready, for the same one payment.',
  'today.thenPetitionFirst':
    'Then you preview the filled USCIS forms. Your green card application waits for our updated forms, but the petition need not: choose above to file it first, and you pay {price} once, download the petition at once and the rest when it is ready.',
} as const;
