import { answer, personAnswer } from '../../domain/catalogue/shown.ts';
import { UNITED_STATES } from '../../domain/catalogue/places.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { translate } from '../../domain/i18n/messages.ts';
import { previousMarriages } from '../../domain/people/index.ts';
import type { MappingContext, UscisForm } from '../../domain/uscis/index.ts';
import type { CoverWriter } from './cover-writer.ts';

const abroad = (country: string): boolean => country !== '' && country !== UNITED_STATES;

/**
 * The civil documents the package asks for that were issued outside the United States, so
 * probably in another language: the beneficiary's birth certificate (with Form I-485), the
 * marriage certificate and the documents that ended earlier marriages (with Form I-130).
 */
export function documentsToTranslate(ctx: MappingContext, included: readonly UscisForm[], language: Language): string[] {
  const documents: string[] = [];
  const birthCountry = personAnswer(ctx, 'b', 'BirthCountry');
  if (included.includes('i-485') && abroad(birthCountry)) documents.push(translate(language, 'cover.translation.birth', { country: birthCountry }));
  if (!included.includes('i-130')) return documents;
  const marriageCountry = answer(ctx, 'MARRIAGE_INFO', 'marriageCountry');
  if (abroad(marriageCountry)) documents.push(translate(language, 'cover.translation.marriage', { country: marriageCountry }));
  for (const who of ['p', 'b'] as const) {
    for (const marriage of previousMarriages(ctx, who)) {
      if (!abroad(marriage.endCountry)) continue;
      const spouse = [marriage.spouse.first, marriage.spouse.middle, marriage.spouse.last].filter((part) => part !== '').join(' ');
      documents.push(translate(language, 'cover.translation.ended', { who, spouse, country: marriage.endCountry }));
    }
  }
  return documents;
}

/**
 * The reminder of 8 CFR 103.2(b)(3): a document in another language needs a full English
 * translation certified by the translator. Written for a couple who reads Greencard in Spanish
 * (their documents likely are too), and for any package that names a document issued abroad.
 */
export function writeTranslations(cover: CoverWriter, ctx: MappingContext, included: readonly UscisForm[], language: Language): void {
  const documents = documentsToTranslate(ctx, included, language);
  if (language === 'en' && documents.length === 0) return;
  cover.heading(translate(language, 'cover.translation.title'));
  cover.writer.text(translate(language, 'cover.translation.rule'), { size: 9.5 });
  cover.writer.space(4);
  if (documents.length === 0) {
    cover.writer.text(translate(language, 'cover.translation.none'), { size: 9.5 });
    return;
  }
  cover.writer.text(translate(language, 'cover.translation.likely'), { size: 9.5, bold: true }, 14);
  for (const document of documents) cover.writer.bullet(document, { size: 9.5, box: true });
}
