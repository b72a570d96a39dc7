import type { PersonPrefix } from '../catalogue/keys.ts';
import { item, personAnswer, personRows } from '../catalogue/shown.ts';
import type { DatedAnswers } from '../answers.ts';

/** A person's name as the forms ask it: family, given and middle name ('' when none). */
export interface PersonName {
  readonly last: string;
  readonly first: string;
  readonly middle: string;
}

/** The current legal name of the petitioner or beneficiary. */
export function personName(ctx: DatedAnswers, prefix: PersonPrefix): PersonName {
  return {
    last: personAnswer(ctx, prefix, 'NameLast'),
    first: personAnswer(ctx, prefix, 'NameFirst'),
    middle: personAnswer(ctx, prefix, 'NameMiddle'),
  };
}

/** Every other name the person has used (aliases, maiden name, nicknames), in the order given. */
export function otherNames(ctx: DatedAnswers, prefix: PersonPrefix): PersonName[] {
  return personRows(ctx, prefix, 'OtherNamesList').map((row) => ({
    last: item(row, 'otherNameLast'),
    first: item(row, 'otherNameFirst'),
    middle: item(row, 'otherNameMiddle'),
  }));
}

/** "Family, Given Middle" for continuation text; parts not given are left out. */
export function nameLine(name: PersonName): string {
  const given = [name.first, name.middle].filter((part) => part !== '').join(' ');
  return [name.last, given].filter((part) => part !== '').join(', ');
}
