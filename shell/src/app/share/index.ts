/** Sharing: the dialog (mounted once via ShareDialogHost), the button that opens it, and templates. */
export { ShareDialog, ShareDialogHost, type ShareDialogProps } from './share-dialog';
export { ShareButton, type ShareButtonProps } from './share-button';
export { getShareTemplates, shareUserTypeForRole, PRODUCT_NAME, SHARE_EMAIL_SUBJECT, type ShareTemplate } from './templates';
