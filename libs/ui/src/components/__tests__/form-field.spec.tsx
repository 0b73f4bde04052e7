import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FormField } from '../form-field';
import { Input } from '../input';
import { RadioGroup } from '../radio-group';
import { Select } from '../select';

describe('FormField', () => {
  it('labels the control and links its hint and error', () => {
    render(
      <FormField label="Email" hint="We never share it" error="Valid email is required" required>
        <Input name="email" type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never share it', 'Valid email is required']);
  });

  it('leaves a valid control unmarked', () => {
    render(
      <FormField label="Role">
        <Select defaultValue="player">
          <option value="player">Player</option>
        </Select>
      </FormField>,
    );
    const select = screen.getByLabelText('Role');
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(select.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('RadioGroup', () => {
  function Rating() {
    const [value, setValue] = useState('5');
    return (
      <RadioGroup
        legend="Overall rating"
        name="overall"
        value={value}
        onValueChange={setValue}
        options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }))}
      />
    );
  }

  it('is a named radio group with the chosen value checked', () => {
    render(<Rating />);
    const group = screen.getByRole('radiogroup', { name: 'Overall rating' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: '5' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '3' }));
    expect((screen.getByRole('radio', { name: '3' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '5' }) as HTMLInputElement).checked).toBe(false);
  });
});
