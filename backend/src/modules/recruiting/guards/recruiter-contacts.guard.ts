import { CONTACT_REQUEST_MESSAGES, RECRUITER_CONTACTS_ROLES } from '@fiji/contracts';
import { roleGuard } from '../../../core/auth/role.guard-factory';

/** /recruiter/contacts: the recruiter-side view, for recruiting roles and admin (docs/decisions.md). */
export const RecruiterContactsGuard = roleGuard(RECRUITER_CONTACTS_ROLES, CONTACT_REQUEST_MESSAGES.recruitersOnly);
