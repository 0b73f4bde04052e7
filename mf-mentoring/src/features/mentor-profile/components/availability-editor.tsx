import { WEEKDAY_NAMES, type DateOverride, type WeeklyWindow } from '@fiji/contracts';
import { useId } from 'react';
import { Button, Checkbox, Input, Label, Select } from '@fiji/ui';

export interface AvailabilityEditorProps {
  weekly: WeeklyWindow[];
  overrides: DateOverride[];
  timeZone: string;
  onWeekly: (weekly: WeeklyWindow[]) => void;
  onOverrides: (overrides: DateOverride[]) => void;
  errors: Record<string, string>;
}

const errorFor = (errors: Record<string, string>, prefix: string) =>
  Object.entries(errors).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1];

/** Weekly windows and date overrides, all in the mentor's own time zone (named beside every time). */
export function AvailabilityEditor({ weekly, overrides, timeZone, onWeekly, onOverrides, errors }: AvailabilityEditorProps) {
  const uid = useId();
  const idOf = (kind: string, i: number) => `${uid}-${kind}-${i}`;
  const setWindow = (i: number, patch: Partial<WeeklyWindow>) => onWeekly(weekly.map((w, j) => (j === i ? { ...w, ...patch } : w)));
  const setOverride = (i: number, patch: Partial<DateOverride>) => onOverrides(overrides.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const weeklyError = errorFor(errors, 'weekly');
  const overridesError = errorFor(errors, 'overrides');
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Weekly availability</legend>
        <p className="text-xs text-muted-foreground">Times in {timeZone || 'your time zone'}.</p>
        {weekly.length === 0 && <p className="text-sm text-muted-foreground">No weekly times yet.</p>}
        <ul className="grid gap-2">
          {weekly.map((w, i) => (
            <li key={i} className="flex flex-wrap items-end gap-2" data-testid="weekly-window">
              <div className="grid gap-1 text-xs">
                <Label htmlFor={idOf('Day', i)} className="text-xs">Day</Label>
                <Select id={idOf('Day', i)} value={w.weekday} onChange={(e) => setWindow(i, { weekday: Number(e.target.value) })} className="w-36">
                  {WEEKDAY_NAMES.map((name, d) => (
                    <option key={name} value={d}>
                      {name}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="grid gap-1 text-xs">
                <Label htmlFor={idOf('From', i)} className="text-xs">From</Label>
                <Input id={idOf('From', i)} type="time" value={w.start} onChange={(e) => setWindow(i, { start: e.target.value })} className="w-32" />
              </div>
              <div className="grid gap-1 text-xs">
                <Label htmlFor={idOf('To', i)} className="text-xs">To</Label>
                <Input id={idOf('To', i)} type="time" value={w.end} onChange={(e) => setWindow(i, { end: e.target.value })} className="w-32" />
              </div>
              <Button type="button" variant="ghost" size="sm" onClick={() => onWeekly(weekly.filter((_, j) => j !== i))} aria-label={`Remove ${WEEKDAY_NAMES[w.weekday]} ${w.start}–${w.end}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => onWeekly([...weekly, { weekday: 1, start: '17:00', end: '19:00' }])}>
            Add weekly time
          </Button>
        </div>
        {weeklyError && <p className="text-sm font-medium text-destructive">{weeklyError}</p>}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Date overrides</legend>
        <p className="text-xs text-muted-foreground">A date here replaces that day's weekly times: either unavailable, or one window.</p>
        <ul className="grid gap-2">
          {overrides.map((o, i) => (
            <li key={i} className="flex flex-wrap items-end gap-2" data-testid="date-override">
              <div className="grid gap-1 text-xs">
                <Label htmlFor={idOf('Date', i)} className="text-xs">Date</Label>
                <Input id={idOf('Date', i)} type="date" value={o.date} onChange={(e) => setOverride(i, { date: e.target.value })} className="w-40" />
              </div>
              <Checkbox
                label="Unavailable"
                checked={!!o.unavailable}
                onChange={(e) => setOverride(i, e.target.checked ? { unavailable: true, start: undefined, end: undefined } : { unavailable: false, start: '09:00', end: '12:00' })}
              />
              {!o.unavailable && (
                <>
                  <div className="grid gap-1 text-xs">
                    <Label htmlFor={idOf('overrideFrom', i)} className="text-xs">From</Label>
                    <Input id={idOf('overrideFrom', i)} type="time" value={o.start ?? ''} onChange={(e) => setOverride(i, { start: e.target.value })} className="w-32" />
                  </div>
                  <div className="grid gap-1 text-xs">
                    <Label htmlFor={idOf('overrideTo', i)} className="text-xs">To</Label>
                    <Input id={idOf('overrideTo', i)} type="time" value={o.end ?? ''} onChange={(e) => setOverride(i, { end: e.target.value })} className="w-32" />
                  </div>
                </>
              )}
              <Button type="button" variant="ghost" size="sm" onClick={() => onOverrides(overrides.filter((_, j) => j !== i))} aria-label={`Remove override ${o.date}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onOverrides([...overrides, { date: new Date().toISOString().slice(0, 10), unavailable: true }])}
          >
            Add date override
          </Button>
        </div>
        {overridesError && <p className="text-sm font-medium text-destructive">{overridesError}</p>}
      </fieldset>
    </div>
  );
}
