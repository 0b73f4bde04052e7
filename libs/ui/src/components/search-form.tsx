import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { Input } from './input';

export interface SearchFormProps {
  /** Id of the text box (its label points at it). */
  id: string;
  /** Accessible name of the text box; the label is visually hidden. */
  label: string;
  placeholder?: string;
  /** Called with the typed text when the form is submitted (not on each keystroke). */
  onSearch: (query: string) => void;
}

/** A search landmark: one text box and a Search button; the query applies on submit. */
export function SearchForm({ id, label, placeholder, onSearch }: SearchFormProps) {
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={placeholder} />
      <Button type="submit">Search</Button>
    </form>
  );
}
