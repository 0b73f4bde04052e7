/**
 * Share dialog message templates. Every message names the product
 * and ends with the app link, so it reads well pasted anywhere (WhatsApp, SMS, email, clipboard).
 *
 * Audiences: General has six templates; a player, recruiter or mentor gets the same six with their
 * own version of one (Player: rugby-mates; Recruiter: clubs, titled "Other Local Clubs"; Mentor:
 * coaches, titled "Fellow Coaches"). The mentor-recommendation context has its own four audiences
 * and links to /mentoring instead of the home page.
 */
import { isRecruitingRole, type UserRole } from '@fiji/contracts';
import type { ShareContext, ShareUserType } from '@fiji/platform';

export const PRODUCT_NAME = 'Fiji Rugby Talent Network';
/** Fixed subject line of the email channel. */
export const SHARE_EMAIL_SUBJECT = `Join me on ${PRODUCT_NAME}`;
export const MENTORING_PATH = '/mentoring';

export interface ShareTemplate {
  id: string;
  title: string;
  message: string;
}

type TemplateText = { id: string; title: string; text: (link: string) => string };

const GENERAL: readonly TemplateText[] = [
  {
    id: 'rugby-mates',
    title: 'Rugby Mates',
    text: (link) =>
      `Bula! Have you seen the ${PRODUCT_NAME}? Players from schools, villages and clubs across Fiji are ` +
      `putting up their rugby profiles and highlights so local clubs and provincial unions can find them. ` +
      `Check it out: ${link}`,
  },
  {
    id: 'family',
    title: 'Family',
    text: (link) =>
      `Bula vinaka! I'm using the ${PRODUCT_NAME} to follow and support our young rugby players. ` +
      `Have a look and help them get noticed: ${link}`,
  },
  {
    id: 'alumni',
    title: 'School Alumni',
    text: (link) =>
      `Calling all old scholars! The ${PRODUCT_NAME} showcases secondary school rugby talent from across ` +
      `Fiji. Share it with our school's players and help them get seen: ${link}`,
  },
  {
    id: 'coaches',
    title: 'Coaches',
    text: (link) =>
      `Coach, take a look at the ${PRODUCT_NAME}: player profiles with highlights, positions and ` +
      `achievements from all over Fiji. A great way to showcase your players: ${link}`,
  },
  {
    id: 'clubs',
    title: 'Local Clubs',
    text: (link) =>
      `For clubs and provincial unions: the ${PRODUCT_NAME} lets you search player profiles and ` +
      `highlights from schools and villages across Fiji and contact players directly. ${link}`,
  },
  {
    id: 'general',
    title: 'General',
    text: (link) =>
      `Check out the ${PRODUCT_NAME}, connecting Fiji rugby players with local clubs, provincial ` +
      `unions, coaches and mentors: ${link}`,
  },
];

/** Each user type's own version of one general template (same id, so it takes that slot). */
const OVERRIDES: Record<Exclude<ShareUserType, 'visitor'>, TemplateText> = {
  player: {
    id: 'rugby-mates',
    title: 'Rugby Mates',
    text: (link) =>
      `Bula team! I've put my rugby profile and highlights on the ${PRODUCT_NAME} so clubs and ` +
      `provincial unions can see what I can do. Make yours too and let's get discovered together: ${link}`,
  },
  recruiter: {
    id: 'clubs',
    title: 'Other Local Clubs',
    text: (link) =>
      `Bula! Our club is finding and following players from schools and villages across Fiji on the ` +
      `${PRODUCT_NAME}. Worth a look for your club or union too: ${link}`,
  },
  mentor: {
    id: 'coaches',
    title: 'Fellow Coaches',
    text: (link) =>
      `Bula! I'm mentoring young Fiji rugby players on the ${PRODUCT_NAME} with video sessions and ` +
      `skills feedback. Your experience could help them too. Join me as a mentor: ${link}`,
  },
};

const MENTOR_RECOMMENDATION: readonly TemplateText[] = [
  {
    id: 'former-players',
    title: 'Former Rugby Players',
    text: (link) =>
      `Bula! You've played the game at a high level, and young Fiji players would learn so much from ` +
      `you. I'd recommend you as a mentor on the ${PRODUCT_NAME}: coach and guide players through ` +
      `video sessions from anywhere. ${link}`,
  },
  {
    id: 'coaches',
    title: 'Coaches & Trainers',
    text: (link) =>
      `Bula! Your coaching has made a real difference to players. I'd love to see you as a mentor on ` +
      `the ${PRODUCT_NAME}, where young players in Fiji book sessions with experienced coaches: ${link}`,
  },
  {
    id: 'professionals',
    title: 'Rugby Professionals',
    text: (link) =>
      `Bula! You know what it takes to play rugby professionally. You'd be a great mentor on the ` +
      `${PRODUCT_NAME}: share that experience with Fiji's next generation of players. ${link}`,
  },
  {
    id: 'general',
    title: 'General Recommendation',
    text: (link) =>
      `Bula! I think you'd make a great rugby mentor. The ${PRODUCT_NAME} connects experienced people ` +
      `with young Fiji players for coaching and guidance. Have a look: ${link}`,
  },
];

/** The page a share points to: the home page, or /mentoring for a mentor recommendation. */
export function shareLink(origin: string, context: ShareContext): string {
  return context === 'mentor-recommendation' ? `${origin}${MENTORING_PATH}` : origin;
}

/** The templates offered to a user type in a context, with their messages built for `origin`. */
export function getShareTemplates(userType: ShareUserType, context: ShareContext, origin: string): ShareTemplate[] {
  const link = shareLink(origin, context);
  const build = (t: TemplateText): ShareTemplate => ({ id: t.id, title: t.title, message: t.text(link) });
  if (context === 'mentor-recommendation') return MENTOR_RECOMMENDATION.map(build);
  const override = userType === 'visitor' ? undefined : OVERRIDES[userType];
  return GENERAL.map((t) => build(override && override.id === t.id ? override : t));
}

/** The template selected when the dialog opens: the user type's own one, else General. */
export function defaultTemplateId(userType: ShareUserType, context: ShareContext): string {
  if (context === 'mentor-recommendation' || userType === 'visitor') return 'general';
  return OVERRIDES[userType].id;
}

/** Which templates a signed-in role gets (recruiting roles share as recruiters, docs/decisions.md). */
export function shareUserTypeForRole(role: UserRole | null | undefined): ShareUserType {
  if (role === 'player' || role === 'mentor') return role;
  if (isRecruitingRole(role)) return 'recruiter';
  return 'visitor';
}
