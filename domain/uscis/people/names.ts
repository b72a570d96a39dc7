import { text } from '../../answers.ts';
import type { MappingContext } from '../types.ts';
import { personAnswers, shownRows, type PersonPrefix } from './shown.ts';

/** A person's name as the forms ask it: family, given and middle name ('' when none). */
export interface PersonName {
  readonly last: string;
  readonly first: string;
  readonly middle: string;
}

/** The current legal name of the petitioner or beneficiary. */
export function personName(ctx: MappingContext, prefix: PersonPrefix): PersonName {
  const answers = personAnswers(ctx, prefix);
  return {
    last: text(answers[`${prefix}NameLast`]),
    first: text(answers[`${prefix}NameFirst`]),
    middle: text(answers[`${prefix}NameMiddle`]),
  };
}

/** Every other name the person has used (aliases, maiden name, nicknames), in the order given. */
export function otherNames(ctx: MappingContext, prefix: PersonPrefix): PersonName[] {
  return shownRows(personAnswers(ctx, prefix), `${prefix}OtherNamesList`).map((row) => ({
    last: text(row['otherNameLast']),
    first: text(row['otherNameFirst']),
    middle: text(row['otherNameMiddle']),
  }));
}

/** "Family, Given Middle" for continuation text; parts not given are left out. */
export function nameLine(name: PersonName): string {
  const given = [name.first, name.middle].filter((part) => part !== '').join(' ');
  return [name.last, given].filter((part) => part !== '').join(', ');
}
