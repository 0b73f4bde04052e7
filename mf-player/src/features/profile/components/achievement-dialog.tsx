import { useState, type FormEvent } from 'react';
import {
  ACHIEVEMENT_TOASTS,
  ACHIEVEMENT_TYPE_LABELS,
  ACHIEVEMENT_TYPES,
  AchievementFormDto,
  achievementFormDefaults,
  achievementYearMax,
  LIMITS,
  validateForm,
  type AchievementResponse,
  type AchievementType,
  type FieldErrors,
} from '@fiji/contracts';
import { parseApiError, toast } from '@fiji/platform';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Select,
  Textarea,
} from '@fiji/ui';
import { toastFailure } from '#shared/api/failure-toast';
import { useSaveAchievement } from '../api/achievements';

type Values = { title: string; year: string; type: AchievementType; note: string };

const startValues = (achievement: AchievementResponse | null): Values => {
  const base = achievement ?? achievementFormDefaults();
  return { title: base.title, year: String(base.year), type: base.type, note: base.note ?? '' };
};

export interface AchievementDialogProps {
  playerId: string;
  /** The achievement being edited; null adds one. */
  achievement: AchievementResponse | null;
  onClose: () => void;
}

/** Add or edit one rugby-journey entry, validated with AchievementFormDto. */
export function AchievementDialog({ playerId, achievement, onClose }: AchievementDialogProps) {
  const [values, setValues] = useState(() => startValues(achievement));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAchievement(playerId);
  const editing = achievement !== null;
  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(AchievementFormDto, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = { title: values.title.trim(), year: Number(values.year), type: values.type, note: values.note.trim() || null };
    save.mutate(
      { id: achievement?.id ?? null, input },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: editing ? ACHIEVEMENT_TOASTS.updated : ACHIEVEMENT_TOASTS.added });
          onClose();
        },
        onError: (error) => {
          setErrors(parseApiError(error).fieldErrors);
          toastFailure(error, 'Error', editing ? ACHIEVEMENT_TOASTS.updateFailed : ACHIEVEMENT_TOASTS.addFailed);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent data-testid="achievement-dialog">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Achievement' : 'Add Achievement'}</DialogTitle>
          <DialogDescription>A milestone of your rugby journey: a title, a final, a captaincy, a tour.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label="Title" required error={errors.title} id="achievement-title">
            <Input value={values.title} onChange={(e) => set('title', e.target.value)} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Year" required error={errors.year} id="achievement-year">
              <Input
                type="number"
                inputMode="numeric"
                min={LIMITS.achievementYearMin}
                max={achievementYearMax()}
                value={values.year}
                onChange={(e) => set('year', e.target.value)}
              />
            </FormField>
            <FormField label="Type" required error={errors.type} id="achievement-type">
              <Select value={values.type} onChange={(e) => set('type', e.target.value as AchievementType)}>
                {ACHIEVEMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {ACHIEVEMENT_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField label="Note" error={errors.note} id="achievement-note">
            <Textarea rows={3} value={values.note} onChange={(e) => set('note', e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
              {save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Add Achievement'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
