/** handle-delete-profile: a member deletes their own account (an admin may delete anyone's). Replies `{}`. */
import { deleteAccount } from '../_shared/account.ts';
import { identifyCaller, requireSelfOrAdmin } from '../_shared/caller.ts';
import { DeleteProfileBody } from '../_shared/domain/schemas/functions.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';

export default serveJson('handle-delete-profile', async (req) => {
  const { userId } = await readBody(req, DeleteProfileBody);
  const caller = await identifyCaller(req);
  await requireSelfOrAdmin(caller, userId, 'You can only delete your own profile.');
  if (!(await deleteAccount(serviceClient(), userId))) throw new FunctionError(404, 'This account does not exist.');
  return jsonReply(200, {});
});
