import { DateInput } from '../../../components/ui/DateInput.tsx';
import type { InputProps } from './input-props.ts';

/** A date as month by name, day and year, said back in words; its rules (past, future, plausible year) are the check's. */
export function DateAnswer({ id, value, describedBy, invalid, required, onChange, onBlur }: InputProps) {
  return <DateInput id={id} value={value} onChange={onChange} onBlur={onBlur} describedBy={describedBy} invalid={invalid} required={required} />;
}
