import { MoneyInput } from '../../../components/ui/MoneyInput.tsx';
import type { InputProps } from './input-props.ts';

/** Whole dollars, through the one money input the onboarding uses too; text refused is said at once by the check's message. */
export function MoneyAnswer({ id, value, describedBy, invalid, required, onChange, onBlur }: InputProps) {
  return <MoneyInput id={id} value={value} onChange={onChange} onBlur={onBlur} error={invalid} describedBy={describedBy} required={required} onRefused={onBlur} />;
}
