import { affidavitRoute } from '../../domain/rules/affidavit-route.ts';
import { ABOUT_THE_PETITIONER, closingWords, dollars, routeWords, shortfallWords } from '../../domain/rules/support-route-words.ts';
import { acceptedEditions } from '../../domain/uscis/editions.ts';
import { usDate } from '../../domain/uscis/format.ts';
import { answer } from '../../domain/catalogue/shown.ts';
import { amountOf, incomeContributors } from '../../domain/rules/household.ts';
import type { MappingContext } from '../../domain/uscis/index.ts';
import type { CoverWriter } from './cover-writer.ts';

/**
 * The Affidavit of Support on the cover: how the couple meets the income requirement, and the
 * Form I-864A each household member signs with the petitioner. Form I-864A is not in the package:
 * its template is not installed (the edition table knows its edition, domain/uscis/editions.ts),
 * so the cover says where to get the form USCIS publishes and the figures it must agree with.
 */

/** Form I-864 Part 6 items 8 to 11 hold four people; the rest continue in Part 11. */
const PERSON_ITEMS = ['8', '9', '10', '11'];

function routeLine(ctx: MappingContext): string | null {
  const affidavit = affidavitRoute(ctx, ABOUT_THE_PETITIONER);
  if (!affidavit) return null;
  const { route, multiple, basis, jointSponsorName } = affidavit;
  const way = routeWords(route, multiple, ABOUT_THE_PETITIONER, jointSponsorName);
  if (way !== null) return `It meets the income requirement with ${way}.`;
  return `As answered, it does not meet the income requirement. ${shortfallWords(route.petitioner, ABOUT_THE_PETITIONER, basis)} ${closingWords(route.petitioner, multiple, ABOUT_THE_PETITIONER)}`;
}

/** Where USCIS publishes Form I-864A, and the edition it accepts on the filing date when the table knows it. */
function i864aEdition(today: string): string {
  const edition = acceptedEditions('i-864a', today)[0]?.edition;
  return edition
    ? `the edition of ${edition}, the one USCIS accepts on ${usDate(today)}, from uscis.gov/i-864a`
    : `the edition USCIS accepts on ${usDate(today)}, from uscis.gov/i-864a`;
}

export function writeAffidavit({ writer, heading }: CoverWriter, ctx: MappingContext): void {
  heading('The Affidavit of Support', 60);
  const line = routeLine(ctx);
  if (line) writer.text(line, { size: 9.5 });
  const contributors = incomeContributors(ctx);
  const members = contributors.flatMap((person, index) => (person.isPrincipalImmigrant ? [] : [{ person, index }]));
  if (members.length === 0) return;
  writer.space(2);
  writer.text(
    `Each household member below signs a Form I-864A, Contract Between Sponsor and Household Member, which this package does not hold: print ${i864aEdition(ctx.today)}. ` +
      "The household member fills in and signs it, the petitioner signs it too as the sponsor, and it goes behind the petitioner's Form I-864. " +
      "Its figures must agree with the petitioner's Form I-864:",
    { size: 9.5 },
  );
  for (const { person, index } of members) {
    const item = PERSON_ITEMS[index];
    const where = item ? `Part 6, Item Number ${item}` : 'Part 11, Additional Information';
    const income = person.income === null ? '' : `, current yearly income ${dollars(person.income)} (Form I-864 ${where})`;
    writer.bullet(`Form I-864A of ${person.name} (${person.relationship.toLowerCase()})${income}: signed by ${person.name} and by the petitioner.`, { size: 9.5, box: true });
  }
  const assets = amountOf(answer(ctx, 'INCOME', 'incomeHouseholdMembersAssetsTotal'));
  if (answer(ctx, 'INCOME', 'incomeUsesAssets') === 'yes' && assets !== null && assets > 0) {
    writer.text(`The assets they report on their Forms I-864A add up to ${dollars(assets)}, the total of Form I-864 Part 7, Item Number 5.`, { size: 9.5 });
  }
}
