/** The external share URLs of the dialog's channels. */
import { SHARE_EMAIL_SUBJECT } from './templates';

const enc = encodeURIComponent;

export const shareLinks = {
  whatsapp: (message: string) => `https://wa.me/?text=${enc(message)}`,
  /** Facebook's sharer takes only the page URL; the message cannot be prefilled. */
  facebook: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}`,
  twitter: (message: string) => `https://twitter.com/intent/tweet?text=${enc(message)}`,
  email: (message: string) => `mailto:?subject=${enc(SHARE_EMAIL_SUBJECT)}&body=${enc(message)}`,
  sms: (message: string) => `sms:?body=${enc(message)}`,
};
