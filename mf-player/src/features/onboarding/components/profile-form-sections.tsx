/** The four sections of the onboarding form, each a fieldset-like card. */
import type { ReactNode } from 'react';
import {
  DOMINANT_SIDES,
  FORMATS,
  GRAD_YEAR_OPTIONS,
  LIMITS,
  POSITIONS,
  PROVINCES,
  VISIBILITIES,
  VISIBILITY_LABELS,
  type FieldErrors,
  type Visibility,
} from '@fiji/contracts';
import { Card, CardContent, CardHeader, CardTitle, FormField, Input, RadioGroup, Select, Textarea } from '@fiji/ui';
import { ChoiceGroup } from '#shared/components/choice-group';
import type { ProfileFormValues } from '../lib/profile-form-values';

export type SectionProps = {
  values: ProfileFormValues;
  errors: FieldErrors;
  set: <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => void;
};

const SIDE_LABELS: Record<string, string> = { left: 'Left', right: 'Right', both: 'Both' };

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

export function PersonalSection({ values, errors, set }: SectionProps) {
  return (
    <FormSection title="Personal Information">
      <FormField label="Date of birth" required error={errors.dob} id="profile-dob">
        <Input type="date" max={today()} value={values.dob} onChange={(e) => set('dob', e.target.value)} autoComplete="bday" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Height (cm)" error={errors.heightCm} id="profile-height">
          <Input
            type="number"
            inputMode="numeric"
            min={LIMITS.heightCm.min}
            max={LIMITS.heightCm.max}
            value={values.heightCm}
            onChange={(e) => set('heightCm', e.target.value)}
          />
        </FormField>
        <FormField label="Weight (kg)" error={errors.weightKg} id="profile-weight">
          <Input
            type="number"
            inputMode="numeric"
            min={LIMITS.weightKg.min}
            max={LIMITS.weightKg.max}
            value={values.weightKg}
            onChange={(e) => set('weightKg', e.target.value)}
          />
        </FormField>
        <FormField label="Dominant side" required error={errors.dominantSide} id="profile-side">
          <Select value={values.dominantSide} onChange={(e) => set('dominantSide', e.target.value)}>
            <option value="">Select side</option>
            {DOMINANT_SIDES.map((side) => (
              <option key={side} value={side}>
                {SIDE_LABELS[side]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField
        label="Bio"
        error={errors.bio}
        id="profile-bio"
        hint={`${values.bio.length}/${LIMITS.bioMax} characters`}
      >
        <Textarea
          rows={4}
          value={values.bio}
          onChange={(e) => set('bio', e.target.value)}
          placeholder="Your rugby story: teams, strengths, goals."
        />
      </FormField>
    </FormSection>
  );
}

export function RugbySection({ values, errors, set }: SectionProps) {
  return (
    <FormSection title="Rugby Information">
      <ChoiceGroup
        id="profile-positions"
        legend="Positions"
        required
        options={POSITIONS}
        value={values.positions}
        onChange={(next) => set('positions', next)}
        error={errors.positions}
      />
      <ChoiceGroup
        id="profile-formats"
        legend="Formats"
        required
        options={FORMATS}
        value={values.formats}
        onChange={(next) => set('formats', next)}
        error={errors.formats}
        className="grid-cols-2 sm:grid-cols-4"
      />
    </FormSection>
  );
}

export function SchoolSection({ values, errors, set }: SectionProps) {
  return (
    <FormSection title="School & Competition Information">
      <FormField label="School" required error={errors.school} id="profile-school">
        <Input value={values.school} onChange={(e) => set('school', e.target.value)} autoComplete="organization" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Graduation year" required error={errors.gradYear} id="profile-grad-year">
          <Select value={values.gradYear} onChange={(e) => set('gradYear', e.target.value)}>
            {GRAD_YEAR_OPTIONS.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Province" required error={errors.province} id="profile-province">
          <Select value={values.province} onChange={(e) => set('province', e.target.value)}>
            <option value="">Select province</option>
            {PROVINCES.map((province) => (
              <option key={province} value={province}>
                {province}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Age-grade team" error={errors.ageGradeTeam} id="profile-age-grade" hint="For example U18 Deans or a provincial U19 squad.">
        <Input value={values.ageGradeTeam} onChange={(e) => set('ageGradeTeam', e.target.value)} />
      </FormField>
    </FormSection>
  );
}

export function ContactSection({ values, errors, set }: SectionProps) {
  return (
    <FormSection title="Contact Information">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Contact email" required error={errors.contactEmail} id="profile-email">
          <Input type="email" autoComplete="email" value={values.contactEmail} onChange={(e) => set('contactEmail', e.target.value)} />
        </FormField>
        <FormField label="Contact phone" required error={errors.contactPhone} id="profile-phone">
          <Input type="tel" autoComplete="tel" value={values.contactPhone} onChange={(e) => set('contactPhone', e.target.value)} />
        </FormField>
      </div>
      <RadioGroup
        legend="Profile visibility"
        name="visibility"
        orientation="vertical"
        options={VISIBILITIES.map((v) => ({ value: v, label: VISIBILITY_LABELS[v] }))}
        value={values.visibility}
        onValueChange={(v) => set('visibility', v as Visibility)}
        error={errors.visibility}
      />
    </FormSection>
  );
}
