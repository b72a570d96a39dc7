import type { Language } from '../../domain/i18n/languages.ts';
import { translate } from '../../domain/i18n/messages.ts';
import type { CoverWriter } from './cover-writer.ts';
import type { EvidenceSection } from './evidence.ts';

/**
 * The documents of "What to attach" issued, or maybe issued, outside the United States, so probably
 * in another language: read from the evidence list the cover prints (api/pdf/evidence.ts), so every
 * such document it names is here and nothing it does not name.
 */
export const documentsToTranslate = (evidence: readonly EvidenceSection[]): string[] => evidence.flatMap((section) => section.abroad ?? []);

/**
 * The reminder of 8 CFR 103.2(b)(3): a document in another language needs a full English
 * translation certified by the translator. Written for a couple who reads Greencard in Spanish
 * (their documents likely are too), and for any package that names a document issued abroad.
 */
export function writeTranslations(cover: CoverWriter, evidence: readonly EvidenceSection[], language: Language): void {
  const documents = documentsToTranslate(evidence);
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
