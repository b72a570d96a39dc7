import { US_STATES } from '../../domain/catalogue/places.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { translate, type MessageId } from '../../domain/i18n/messages.ts';
import { visaSentence, type FilingPath, type FilingStage } from '../../domain/rules/filing-path.ts';
import { familyLockboxFor, LOCKBOX_CHART_PAGE, type LockboxAnswer } from '../../domain/rules/lockbox.ts';
import { PETITION_CHART_PAGE, petitionLockboxFor } from '../../domain/rules/petition-lockbox.ts';
import type { MappingContext } from '../../domain/uscis/index.ts';
import { currentHome, isInUnitedStates } from '../../domain/people/index.ts';
import { coverDate, type CoverWriter } from './cover-writer.ts';

const stateName = (code: string): string | undefined => US_STATES.find((choice) => choice.value === code)?.label;

/** What is mailed where, as the cover words it for one chart. */
interface Destination {
  /** Whose address this is on the chart: "a family-based Form I-485 filed with its Form I-130 by an applicant living in Texas". */
  readonly whose: string;
  /** Where the person lives, as the fallback sentence names it. */
  readonly place: string;
  /** The chart's page on uscis.gov. */
  readonly chartPage: string;
  /** What the chart's address is for, in the fallback sentence: "family-based applications of an applicant living in Texas". */
  readonly kind: string;
}

/** The lockbox's two addresses (postal and courier) with the chart's source and date, or the chart's page when the product does not know it. */
function writeDestination({ writer, language }: CoverWriter, stage: FilingStage, answer: LockboxAnswer, destination: Destination, filingDate: string): void {
  const say = (id: MessageId, values?: Record<string, string>) => translate(language, id, values);
  if (answer.kind === 'lockbox') {
    const { lockbox, chart } = answer;
    writer.text(say('cover.mailing.lockbox', { stage, lockbox: lockbox.name, whose: destination.whose }));
    writer.space(2);
    writer.row([say('cover.mailing.usps'), say('cover.mailing.courier')], [0, 250], { bold: true, size: 9.5 });
    const lines = Math.max(lockbox.usps.length, lockbox.courier.length);
    for (let line = 0; line < lines; line++) writer.row([lockbox.usps[line] ?? '', lockbox.courier[line] ?? ''], [0, 250], { size: 9.5 });
    writer.space(4);
    // A cover prepared for an earlier day (FILING_DATE) cannot cite a reading made after it.
    const confirmed = chart.confirmed <= filingDate;
    const date = coverDate(language, confirmed ? chart.confirmed : chart.effective);
    writer.text(say('cover.mailing.source', { source: chart.source, read: confirmed ? 'confirmed' : 'effective', date, page: destination.chartPage }), { size: 8.5 });
    return;
  }
  writer.text(
    say('cover.mailing.fallback', {
      why: answer.kind === 'unknown' ? 'unknown' : 'unlisted',
      date: coverDate(language, filingDate),
      place: destination.place,
      page: destination.chartPage,
      stage,
      kind: destination.kind,
    }),
  );
}

/**
 * The petition alone (Forms I-130 and I-130A) goes to the lockbox USCIS names for a Form I-130
 * filed on its own, by the petitioner's state (domain/rules/petition-lockbox.ts).
 */
function writePetitionMailing(cover: CoverWriter, ctx: MappingContext, path: FilingPath): void {
  const { language } = cover;
  const home = currentHome(ctx, 'p');
  const abroad = home !== null && home.country !== '' && !isInUnitedStates(home);
  const state = stateName(home?.state ?? '');
  const whose = translate(language, 'cover.mailing.whose', {
    stage: 'petition',
    place: translate(language, 'cover.mailing.petitionerPlace', { where: abroad ? 'abroad' : (state ?? 'unknown') }),
  });
  writeDestination(
    cover,
    'petition',
    petitionLockboxFor(home?.state ?? '', abroad, ctx.today),
    {
      whose,
      place: abroad ? translate(language, 'cover.mailing.petitionerAbroad') : translate(language, 'cover.mailing.petitionerState', { where: state ?? 'unknown' }),
      chartPage: PETITION_CHART_PAGE,
      kind: whose,
    },
    ctx.today,
  );
  // The permanent resident's spouse whose chart is not current: the visa, not the couple, decides when Form I-485 follows.
  if (path.kind === 'petition-first' && path.reason === 'visa') {
    cover.writer.space(4);
    cover.writer.text(translate(language, 'cover.mailing.visaPetition', { visa: visaSentence(path, ctx.today, language) ?? '' }).trim(), { bold: true, size: 9.5 });
  }
}

/**
 * Where to mail the package: the family-based lockbox for the state the beneficiary lives in, from
 * USCIS's chart as the dated table keeps it (domain/rules/lockbox.ts), for the whole package and
 * for the green card application on a petition filed before it; the petition alone goes to the
 * Form I-130 lockbox of the petitioner's state. Where a table does not know, the page where USCIS
 * publishes the chart.
 */
export function writeMailing(cover: CoverWriter, ctx: MappingContext, path: FilingPath, stage: FilingStage): void {
  const { writer, heading, language } = cover;
  // The mailing instructions are read as one: they stay on one page.
  heading(translate(language, 'cover.mailing.title'), 150);
  if (stage === 'petition') {
    writePetitionMailing(cover, ctx, path);
    writeOrder(cover);
    return;
  }
  const code = currentHome(ctx, 'b')?.state ?? '';
  const place = translate(language, 'cover.mailing.applicantPlace', { where: stateName(code) ?? 'unknown' });
  writeDestination(
    cover,
    stage,
    familyLockboxFor(code, ctx.today),
    {
      whose: translate(language, 'cover.mailing.whose', { stage, place }),
      place,
      chartPage: LOCKBOX_CHART_PAGE,
      kind: translate(language, 'cover.mailing.familyKind', { place }),
    },
    ctx.today,
  );
  const visa = visaSentence(path, ctx.today, language);
  if (visa) {
    writer.space(4);
    // Not knowing the month's chart, the couple may have to mail the petition alone: it goes to another address.
    const alone = stage === 'whole' && path.visa?.status === 'unknown' ? 'yes' : 'no';
    writer.text(translate(language, 'cover.mailing.visa', { stage, visa, alone, page: PETITION_CHART_PAGE }), { bold: true, size: 9.5 });
  }
  writeOrder(cover);
}

function writeOrder({ writer, language }: CoverWriter): void {
  writer.space(4);
  writer.text(translate(language, 'cover.mailing.order'));
}
