import { affidavitRoute } from '../../domain/rules/affidavit-route.ts';
import { aboutThePetitioner, dollars, notMetWords, routeWords } from '../../domain/rules/support-route-words.ts';
import { acceptedEditions } from '../../domain/uscis/editions.ts';
import { answer } from '../../domain/catalogue/shown.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { translate } from '../../domain/i18n/messages.ts';
import { amountOf, incomeContributors } from '../../domain/rules/household.ts';
import type { MappingContext } from '../../domain/uscis/index.ts';
import { coverDate, type CoverWriter } from './cover-writer.ts';

/**
 * The Affidavit of Support on the cover: how the couple meets the income requirement, and the
 * Form I-864A each household member signs with the petitioner. Form I-864A is not in the package:
 * its template is not installed (the edition table knows its edition, domain/uscis/editions.ts),
 * so the cover says where to get the form USCIS publishes and the figures it must agree with.
 */

/** Form I-864 Part 6 items 8 to 11 hold four people; the rest continue in Part 11. */
const PERSON_ITEMS = ['8', '9', '10', '11'];

function routeLine(ctx: MappingContext, language: Language): string | null {
  const affidavit = affidavitRoute(ctx, language);
  if (!affidavit) return null;
  const { route, multiple, basis, jointSponsorName } = affidavit;
  const audience = aboutThePetitioner(language);
  const way = routeWords(route, multiple, audience, jointSponsorName);
  if (way !== null) return translate(language, 'shortfall.route.meets', { way });
  return notMetWords(route.petitioner, multiple, audience, basis);
}

export function writeAffidavit({ writer, heading, language }: CoverWriter, ctx: MappingContext): void {
  heading(translate(language, 'cover.affidavit.title'), 60);
  const line = routeLine(ctx, language);
  if (line) writer.text(line, { size: 9.5 });
  const contributors = incomeContributors(ctx);
  const members = contributors.flatMap((person, index) => (person.isPrincipalImmigrant ? [] : [{ person, index }]));
  if (members.length === 0) return;
  writer.space(2);
  // Where USCIS publishes Form I-864A, and the edition it accepts on the filing date when the table knows it.
  const edition = acceptedEditions('i-864a', ctx.today)[0]?.edition ?? 'none';
  writer.text(translate(language, 'cover.affidavit.i864a', { edition, date: coverDate(language, ctx.today) }), { size: 9.5 });
  for (const { person, index } of members) {
    const line = translate(language, 'cover.affidavit.member', {
      name: person.name,
      relationship: person.relationship.replace(' ', '_') || 'none',
      income: person.income === null ? 'none' : dollars(person.income),
      item: PERSON_ITEMS[index] ?? 'none',
    });
    writer.bullet(line, { size: 9.5, box: true });
  }
  const assets = amountOf(answer(ctx, 'INCOME', 'incomeHouseholdMembersAssetsTotal'));
  if (answer(ctx, 'INCOME', 'incomeUsesAssets') === 'yes' && assets !== null && assets > 0) {
    writer.text(translate(language, 'cover.affidavit.assets', { assets: dollars(assets) }), { size: 9.5 });
  }
}
