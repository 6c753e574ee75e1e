import { deleteEvent } from '../endpoints/delete-event';
import { deletePartner } from '../endpoints/delete-partner';
import { deleteSupervision } from '../endpoints/delete-supervision';
import { registerEvent } from '../endpoints/register-event';
import { registerPartnerMember } from '../endpoints/register-partner-member';
import { registerPartner } from '../endpoints/register-partner';
import { registerSupervisionMember } from '../endpoints/register-supervision-member';
import { registerSupervision } from '../endpoints/register-supervision';
import { updateEventPublic } from '../endpoints/update-event-public';
import { updatePartnerPrivate } from '../endpoints/update-partner-private';
import { updatePartnerPublic } from '../endpoints/update-partner-public';
import { updateSupervisionPrivate } from '../endpoints/update-supervision-private';
import { updateSupervisionPublic } from '../endpoints/update-supervision-public';
import type { RouteDefinition } from '../http/route-definition';

/**
 * Write routes of this group (partners, events, supervisions: spec 3-api §3.9, §3.11, §3.12);
 * functions/src/routes.ts adds them to the route table.
 */
export const ROUTES: readonly RouteDefinition[] = [
  registerPartner,
  registerPartnerMember,
  updatePartnerPublic,
  updatePartnerPrivate,
  deletePartner,
  registerEvent,
  updateEventPublic,
  deleteEvent,
  registerSupervision,
  registerSupervisionMember,
  updateSupervisionPublic,
  updateSupervisionPrivate,
  deleteSupervision,
];
