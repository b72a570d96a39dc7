import { text } from '../../answers.ts';
import { personAnswers } from '../people/shown.ts';
import { phoneDigits } from '../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import { fieldName, fitted, mappedPart, rule } from './rules.ts';

/** Part 8, the sponsor's contact information (page 10); the statement is in statement.ts, the signature and date are made by hand. */

const page10 = (name: string) => fieldName(9, name);

const sponsor = (ctx: MappingContext, key: string): string => text(personAnswers(ctx, 'p')[key]);

export const contactPart = mappedPart([
  rule(page10('P8_Line3_DaytimeTelephoneNumber[0]'), (ctx) => phoneDigits(sponsor(ctx, 'pPhone'))),
  rule(page10('P8_Line4_MobileTelephoneNumber[0]'), (ctx) => phoneDigits(sponsor(ctx, 'pMobilePhone'))),
  fitted(page10('P7Line7_EmailAddress[0]'), 38, { page: 10, part: 8, item: '5' }, 'Email Address', (ctx) => sponsor(ctx, 'pEmail')),
]);
