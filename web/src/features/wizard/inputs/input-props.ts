import type { FieldDef } from '@domain/catalogue/types.ts';

/** What every input of the wizard receives; the value is the stored text, '' when unanswered. */
export interface InputProps {
  readonly id: string;
  readonly field: FieldDef;
  readonly value: string;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly required: boolean;
  /** '' clears the answer. */
  onChange(value: string): void;
  onBlur(): void;
}
