import { toast, useShareStore, type ShareContext, type ShareUserType } from '@fiji/platform';
import {
  Button,
  buttonVariants,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Label,
  Textarea,
} from '@fiji/ui';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { copyText } from './copy-text';
import { captureReturnFocus } from './share-focus';
import { CopyIcon, FacebookIcon, MailIcon, ShareIcon, SmsIcon, TwitterIcon, WhatsAppIcon } from './share-icons';
import { shareLinks } from './share-links';
import { defaultTemplateId, getShareTemplates, PRODUCT_NAME, shareLink } from './templates';

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose templates to offer (default visitor). */
  userType?: ShareUserType;
  /** Where sharing started (default navigation); mentor-recommendation links to /mentoring. */
  context?: ShareContext;
}

/** The Share dialog: templates, an editable message and six channels. */
export function ShareDialog({ open, onOpenChange, userType = 'visitor', context = 'navigation' }: ShareDialogProps) {
  const recommending = context === 'mentor-recommendation';
  const returnFocus = useRef<HTMLElement | null>(null);
  // Layout effects run before Radix moves focus into the dialog (a passive effect), so this still
  // sees the element that opened it. Never runs during prerendering.
  useLayoutEffect(() => {
    if (open) returnFocus.current = captureReturnFocus();
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = returnFocus.current;
          returnFocus.current = null;
          if (target?.isConnected) target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{recommending ? 'Recommend a Mentor' : `Share ${PRODUCT_NAME}`}</DialogTitle>
          <DialogDescription>
            {recommending
              ? 'Invite someone you know to mentor young Fiji rugby players.'
              : 'Invite your teammates, family, coaches and clubs. Pick a message, edit it, then choose how to send it.'}
          </DialogDescription>
        </DialogHeader>
        {/* Content mounts only while open, so window is read in the browser, never while prerendering. */}
        <ShareBody key={`${userType}:${context}`} userType={userType} context={context} />
      </DialogContent>
    </Dialog>
  );
}

function ShareBody({ userType, context }: { userType: ShareUserType; context: ShareContext }) {
  const messageId = useId();
  const [origin] = useState(() => window.location.origin);
  const [canNativeShare] = useState(() => typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  const templates = useMemo(() => getShareTemplates(userType, context, origin), [userType, context, origin]);
  const [templateId, setTemplateId] = useState(() => defaultTemplateId(userType, context));
  const [text, setText] = useState(() => (templates.find((t) => t.id === templateId) ?? templates[0]!).message);
  const link = shareLink(origin, context);

  const chooseTemplate = (id: string) => {
    const template = templates.find((t) => t.id === id);
    if (!template) return;
    setTemplateId(id);
    setText(template.message);
  };

  const copy = async () => {
    if (await copyText(text)) {
      toast({ title: 'Copied!', description: 'Message copied to clipboard' });
    } else {
      toast({ title: 'Copy failed', description: 'Please copy the text manually', variant: 'destructive' });
    }
  };

  const nativeShare = async () => {
    try {
      await navigator.share({ title: PRODUCT_NAME, text, url: link });
    } catch (error) {
      // The user closed the sheet or the platform refused: nothing to tell them.
      console.log('Share cancelled or failed', error);
    }
  };

  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Message templates" className="grid grid-cols-2 gap-2">
        {templates.map((template) => (
          <Button
            key={template.id}
            size="sm"
            variant={template.id === templateId ? 'default' : 'outline'}
            aria-pressed={template.id === templateId}
            onClick={() => chooseTemplate(template.id)}
            className="h-auto min-h-9 whitespace-normal py-1.5 text-left"
          >
            {template.title}
          </Button>
        ))}
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={messageId}>Message</Label>
        <Textarea id={messageId} value={text} onChange={(e) => setText(e.target.value)} className="min-h-[80px]" rows={5} />
      </div>

      {canNativeShare && (
        <Button variant="secondary" onClick={nativeShare} className="w-full">
          <ShareIcon />
          Quick Share
        </Button>
      )}

      <div role="group" aria-label="Share via" className="grid grid-cols-3 gap-2">
        <ChannelLink href={shareLinks.whatsapp(text)} label="WhatsApp" external icon={<WhatsAppIcon />} />
        <ChannelLink href={shareLinks.facebook(link)} label="Facebook" external icon={<FacebookIcon />} />
        <ChannelLink href={shareLinks.twitter(text)} label="Twitter" external icon={<TwitterIcon />} />
        <ChannelLink href={shareLinks.email(text)} label="Email" icon={<MailIcon />} />
        <ChannelLink href={shareLinks.sms(text)} label="SMS" icon={<SmsIcon />} />
        <button type="button" onClick={copy} className={channelClass}>
          <CopyIcon />
          Copy
        </button>
      </div>
    </div>
  );
}

const channelClass = buttonVariants({
  variant: 'outline',
  className: 'h-auto min-h-16 flex-col gap-1 px-1 py-2 text-xs text-primary [&_svg]:size-5',
});

function ChannelLink({ href, label, icon, external }: { href: string; label: string; icon: ReactNode; external?: boolean }) {
  return (
    <a
      href={href}
      className={cn(channelClass)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-label={external ? `${label} (opens in a new tab)` : label}
    >
      {icon}
      {label}
    </a>
  );
}

/** The one Share dialog of the site, driven by @fiji/platform's share store (openShare()). */
export function ShareDialogHost() {
  const open = useShareStore((s) => s.open);
  const userType = useShareStore((s) => s.userType);
  const context = useShareStore((s) => s.context);
  const setOpen = useShareStore((s) => s.setOpen);
  return <ShareDialog open={open} onOpenChange={setOpen} userType={userType} context={context} />;
}
