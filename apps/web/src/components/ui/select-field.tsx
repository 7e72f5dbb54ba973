import type { SelectHTMLAttributes } from 'react';
import { Select } from './select';

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled select: the one way forms show a choice among a few (as TextField for text). */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  options,
  ...props
}: SelectFieldProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
