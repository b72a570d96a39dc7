import { US_STATES } from '../../domain/catalogue/places.ts';
import { visaSentence, type FilingPath } from '../../domain/rules/filing-path.ts';
import { familyLockboxFor, LOCKBOX_CHART_PAGE } from '../../domain/rules/lockbox.ts';
import { usDate } from '../../domain/uscis/format.ts';
import type { MappingContext } from '../../domain/uscis/index.ts';
import { currentHome } from '../../domain/uscis/people/index.ts';
import type { CoverWriter } from './cover-writer.ts';

const stateName = (code: string): string | undefined => US_STATES.find((choice) => choice.value === code)?.label;

/** The petition alone goes to the Form I-130 addresses, which depend on the petitioner's state: a chart the product does not keep. */
function writePetitionMailing({ writer }: CoverWriter, ctx: MappingContext, path: FilingPath): void {
  const state = stateName(currentHome(ctx, 'p')?.state ?? '');
  writer.text(
    `Mail Forms I-130 and I-130A together, in one envelope or box, to the USCIS address for a Form I-130 filed on its own by a petitioner living in ${state ?? 'the state of the petitioner’s home address'}: ` +
      'open uscis.gov/i-130-addresses the day you mail and use the address it gives. We do not keep that chart, so this cover does not print it.',
  );
  writer.space(4);
  writer.text(
    `${visaSentence(path, ctx.today) ?? ''} File Form I-485 once the chart USCIS uses is current for your priority date, the date on the receipt notice ` +
      'USCIS sends for Form I-130: your answers are kept here for it.',
    { bold: true, size: 9.5 },
  );
}

/**
 * Where to mail the package: the family-based lockbox for the state the beneficiary lives in, from
 * USCIS's chart as the dated table keeps it (domain/rules/lockbox.ts); where the table does not
 * know, the page where USCIS publishes it. The petition alone goes elsewhere.
 */
export function writeMailing(cover: CoverWriter, ctx: MappingContext, path: FilingPath): void {
  const { writer, heading } = cover;
  // The mailing instructions are read as one: they stay on one page.
  heading('Where to mail', 150);
  if (path.kind === 'petition-only') {
    writePetitionMailing(cover, ctx, path);
    writeOrder(cover);
    return;
  }
  const code = currentHome(ctx, 'b')?.state ?? '';
  const state = stateName(code);
  const place = state ?? 'the state of the home address given on Form I-485';
  const answer = familyLockboxFor(code, ctx.today);
  if (answer.kind === 'lockbox') {
    const { lockbox, chart } = answer;
    writer.text(
      `Mail everything together, in one envelope or box, to the USCIS ${lockbox.name} Lockbox: the address for a family-based Form I-485 filed with its Form I-130 by an applicant living in ${place}.`,
    );
    writer.space(2);
    writer.row(['By U.S. Postal Service', 'By FedEx, UPS or DHL'], [0, 250], { bold: true, size: 9.5 });
    const lines = Math.max(lockbox.usps.length, lockbox.courier.length);
    for (let line = 0; line < lines; line++) writer.row([lockbox.usps[line] ?? '', lockbox.courier[line] ?? ''], [0, 250], { size: 9.5 });
    writer.space(4);
    writer.text(
      `From USCIS's chart (${chart.source}), found current on ${usDate(chart.confirmed)}. USCIS moves lockboxes from time to time: look at ${LOCKBOX_CHART_PAGE} the day you mail.`,
      { size: 8.5 },
    );
  } else {
    const why = answer.kind === 'unknown' ? `We do not know the lockbox address in force on ${usDate(ctx.today)}` : `USCIS's chart lists no lockbox for ${place}`;
    writer.text(
      `${why}: open ${LOCKBOX_CHART_PAGE} and mail everything together, in one envelope or box, to the address it gives for family-based applications of an applicant living in ${place}.`,
    );
  }
  const visa = visaSentence(path, ctx.today);
  if (visa) {
    writer.space(4);
    writer.text(`The petitioner is a permanent resident: USCIS takes Form I-485 with Form I-130 only while a visa is available to the spouse (category F2A). ${visa}`, {
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
