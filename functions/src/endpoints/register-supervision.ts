import { requireAdmin } from '../domain/permissions';
import { registerSupervision as register } from '../domain/supervision-writes';
import { supervisionPrivateDetail } from '../domain/supervisions';
import { defineRoute } from '../http/route-definition';

/** POST /api/register-supervision: administrators (spec 3-api §3.12.2). */
export const registerSupervision = defineRoute({
  name: 'register-supervision',
  method: 'POST',
  route: 'register-supervision',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ body, caller, services }) {
    const store = services.repositories.records;
    const supervision = await register({ store, caller, now: services.now() }, body, null);
    return {
      status: 201,
      body: await supervisionPrivateDetail(store, supervision),
      version: supervision.etag,
      location: `/api/supervision/${supervision.id}/private`,
    };
  },
});
