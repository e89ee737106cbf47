import { userOfRequest } from '@/lib/session';

/** The signed-in user as JSON, or 401: an API route protected with portico-server. */
export async function GET(request: Request): Promise<Response> {
  const user = await userOfRequest(request);
  if (!user) return Response.json({ error: 'unauthorized' }, { status: 401 });
  return Response.json({ user_id: user.userId, email: user.email, session_id: user.sessionId });
}
