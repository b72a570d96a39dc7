import { answer } from '../../catalogue/shown.ts';
import { rule, section, textBox, type FormTemplate, type Section } from '../blocks/index.ts';
import { phoneDigits } from '../../people/numbers.ts';

/** Part 8, the sponsor's contact information (page 10); the statement is in statement.ts, the signature and date are made by hand. */

export const contactPart = (I864: FormTemplate): Section =>
  section(
    rule(I864.at(10, 'P8_Line3_DaytimeTelephoneNumber[0]'), (ctx) => phoneDigits(answer(ctx, 'PETITIONER_INFO', 'pPhone'))),
    rule(I864.at(10, 'P8_Line4_MobileTelephoneNumber[0]'), (ctx) => phoneDigits(answer(ctx, 'PETITIONER_INFO', 'pMobilePhone'))),
    textBox(I864.box(10, 'P7Line7_EmailAddress[0]'), { page: 10, part: 8, item: '5' }, (ctx) => answer(ctx, 'PETITIONER_INFO', 'pEmail'), 'Email Address'),
  );
