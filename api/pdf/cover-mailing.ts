import { US_STATES } from '../../domain/catalogue/places.ts';
import { visaSentence, type FilingPath, type FilingStage } from '../../domain/rules/filing-path.ts';
import { familyLockboxFor, LOCKBOX_CHART_PAGE, type LockboxAnswer } from '../../domain/rules/lockbox.ts';
import { PETITION_CHART_PAGE, petitionLockboxFor } from '../../domain/rules/petition-lockbox.ts';
import { usDate } from '../../domain/uscis/format.ts';
import type { MappingContext } from '../../domain/uscis/index.ts';
import { currentHome, isInUnitedStates } from '../../domain/people/index.ts';
import type { CoverWriter } from './cover-writer.ts';

const stateName = (code: string): string | undefined => US_STATES.find((choice) => choice.value === code)?.label;

/** What is mailed where, as the cover words it for one chart. */
interface Destination {
  /** What goes in the envelope: "Mail everything together" or "Mail Forms I-130 and I-130A together". */
  readonly what: string;
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
function writeDestination({ writer }: CoverWriter, answer: LockboxAnswer, destination: Destination, filingDate: string): void {
  if (answer.kind === 'lockbox') {
    const { lockbox, chart } = answer;
    writer.text(`${destination.what}, in one envelope or box, to the USCIS ${lockbox.name} Lockbox: the address for ${destination.whose}.`);
    writer.space(2);
    writer.row(['By U.S. Postal Service', 'By FedEx, UPS or DHL'], [0, 250], { bold: true, size: 9.5 });
    const lines = Math.max(lockbox.usps.length, lockbox.courier.length);
    for (let line = 0; line < lines; line++) writer.row([lockbox.usps[line] ?? '', lockbox.courier[line] ?? ''], [0, 250], { size: 9.5 });
    writer.space(4);
    // A cover prepared for an earlier day (FILING_DATE) cannot cite a reading made after it.
    const read = chart.confirmed <= filingDate ? `found current on ${usDate(chart.confirmed)}` : `in force since ${usDate(chart.effective)}`;
    writer.text(
      `From USCIS's chart (${chart.source}), ${read}. USCIS moves lockboxes from time to time: look at ${destination.chartPage} the day you mail.`,
      { size: 8.5 },
    );
    return;
  }
  const why = answer.kind === 'unknown' ? `We do not know the lockbox address in force on ${usDate(filingDate)}` : `USCIS's chart lists no lockbox for ${destination.place}`;
  writer.text(`${why}: open ${destination.chartPage} and ${destination.what.charAt(0).toLowerCase()}${destination.what.slice(1)}, in one envelope or box, to the address it gives for ${destination.kind}.`);
}

/**
 * The petition alone (Forms I-130 and I-130A) goes to the lockbox USCIS names for a Form I-130
 * filed on its own, by the petitioner's state (domain/rules/petition-lockbox.ts).
 */
function writePetitionMailing(cover: CoverWriter, ctx: MappingContext, path: FilingPath): void {
  const home = currentHome(ctx, 'p');
  const abroad = home !== null && home.country !== '' && !isInUnitedStates(home);
  const state = stateName(home?.state ?? '');
  const place = abroad ? 'outside the United States' : `in ${state ?? 'the state of the petitioner’s home address'}`;
  writeDestination(
    cover,
    petitionLockboxFor(home?.state ?? '', abroad, ctx.today),
    {
      what: 'Mail Forms I-130 and I-130A together',
      whose: `a Form I-130 filed on its own by a petitioner living ${place}`,
      place: abroad ? 'a petitioner living outside the United States' : (state ?? 'the state of the petitioner’s home address'),
      chartPage: PETITION_CHART_PAGE,
      kind: `a Form I-130 filed on its own by a petitioner living ${place}`,
    },
    ctx.today,
  );
  // The permanent resident's spouse whose chart is not current: the visa, not the couple, decides when Form I-485 follows.
  if (path.kind === 'petition-first' && path.reason === 'visa') {
    cover.writer.space(4);
    cover.writer.text(
      `${visaSentence(path, ctx.today) ?? ''} File Form I-485 once the chart USCIS uses is current for your priority date, the date on the receipt notice ` +
        'USCIS sends for Form I-130: your answers are kept here for it.',
      { bold: true, size: 9.5 },
    );
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
  const { writer, heading } = cover;
  // The mailing instructions are read as one: they stay on one page.
  heading('Where to mail', 150);
  if (stage === 'petition') {
    writePetitionMailing(cover, ctx, path);
    writeOrder(cover);
    return;
  }
  const code = currentHome(ctx, 'b')?.state ?? '';
  const place = stateName(code) ?? 'the state of the home address given on Form I-485';
  const basis = stage === 'adjustment' ? 'filed on a pending or approved Form I-130' : 'filed with its Form I-130';
  writeDestination(
    cover,
    familyLockboxFor(code, ctx.today),
    {
      what: 'Mail everything together',
      whose: `a family-based Form I-485 ${basis} by an applicant living in ${place}`,
      place,
      chartPage: LOCKBOX_CHART_PAGE,
      kind: `family-based applications of an applicant living in ${place}`,
    },
    ctx.today,
  );
  const visa = visaSentence(path, ctx.today);
  if (visa) {
    const takes = stage === 'adjustment' ? 'USCIS takes Form I-485' : 'USCIS takes Form I-485 with Form I-130';
    writer.space(4);
    // Not knowing the month's chart, the couple may have to mail the petition alone: it goes to another address.
    const alone =
      stage === 'whole' && path.visa?.status === 'unknown'
        ? ` The petition alone goes to the address ${PETITION_CHART_PAGE} gives for a Form I-130 filed on its own, by the petitioner's state.`
        : '';
    writer.text(`The petitioner is a permanent resident: ${takes} only while a visa is available to the spouse (category F2A). ${visa}${alone}`, {
      bold: true,
      size: 9.5,
    });
  }
  writeOrder(cover);
}

function writeOrder({ writer }: CoverWriter): void {
  writer.space(4);
  writer.text(
    'Put each payment authorization on top of the form it pays for, and each form before its evidence, in the order of this file. Use a mail service with tracking, and keep a complete copy of everything you send.',
  );
}
