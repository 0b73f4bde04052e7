import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { Input } from '@fiji/ui';

export interface CommitInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> {
  value: string;
  /** Called with the text when the user presses Enter or leaves the field (not on every keystroke). */
  onCommit: (value: string) => void;
}

/**
 * A text filter that applies when the user is done typing (Enter or leaving the field), so a slow
 * mobile connection is not asked for one search per keystroke. Follows `value` when it changes
 * from outside (Clear all, a saved search).
 */
export function CommitInput({ value, onCommit, onBlur, onKeyDown, ...props }: CommitInputProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value.trim()) onCommit(draft.trim());
  };
  return (
    <Input
      {...props}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={(e) => {
        commit();
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
        onKeyDown?.(e);
      }}
    />
  );
}
