import { useState, type FormEvent } from 'react';
import {
  CreateReportDto,
  MODERATION_MESSAGES,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  validateForm,
  type ReportReason,
  type ReportTargetType,
} from '@fiji/contracts';
import { serverMessage, toast, useReport, useSession } from '@fiji/platform';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from './dialog';
import { FormField } from './form-field';
import { RadioGroup } from './radio-group';
import { Textarea } from './textarea';

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, for the dialog's title (a name or a title). */
  targetName?: string;
  className?: string;
}

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

/**
 * The one Report action (docs/admin.md, "Moderation"): a small trigger and its dialog (a reason and a
 * text) for any reportable item, for signed-in users (nothing for a visitor). Radix returns focus to the
 * trigger when the dialog closes.
 */
export function ReportButton({ targetType, targetId, targetName, className }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const report = useReport();
  const { user } = useSession();
  const what = REPORT_TARGET_LABELS[targetType].toLowerCase();

  const change = (next: boolean) => {
    if (report.isPending) return;
    if (!next) setErrors({});
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const input = { targetType, targetId, reason: reason as ReportReason, text };
    const found = validateForm(CreateReportDto, input);
    if (!reason) found.reason = MODERATION_MESSAGES.reasonRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await report.mutateAsync({ ...input, text: text.trim() });
      toast({ title: 'Report sent', description: MODERATION_MESSAGES.reportSent });
      setReason('');
      setText('');
      setOpen(false);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, MODERATION_MESSAGES.reportFailed) });
    }
  };

  if (!user) return null;
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className={cn('text-muted-foreground', className)} data-testid={`report-${targetType}`}>
          Report
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="report-dialog">
        <DialogHeader>
          <DialogTitle>Report {targetName ? `"${targetName}"` : `this ${what}`}</DialogTitle>
          <DialogDescription>
            Tell our safeguarding team what is wrong. Reports are private: the owner is not told who reported.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <RadioGroup
            legend="Reason"
            name="reason"
            required
            orientation="vertical"
            options={REASON_OPTIONS}
            value={reason}
            onValueChange={(v) => setReason(v as ReportReason)}
            error={errors.reason}
          />
          <FormField label="What happened" required error={errors.text}>
            <Textarea name="text" rows={4} value={text} onChange={(e) => setText(e.target.value)} disabled={report.isPending} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => change(false)} disabled={report.isPending}>
              Cancel
            </Button>
            {/* aria-disabled, not disabled: focus stays on the button while the report is sent, so it can return to the trigger. */}
            <Button type="submit" aria-disabled={report.isPending || undefined} aria-busy={report.isPending || undefined}>
              {report.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
