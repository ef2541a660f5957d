import type { Hono } from 'hono';

/**
 * HEAD is answered as GET without the body (RFC 9110 §9.3.2), with every header GET has, the security headers
 * of decision record 0016 included. Hono does this itself with `new Response(null, answerOfGet)`, but under
 * @hono/node-server's lightweight Response that copy keeps only the headers the handler created its answer
 * with, and loses those that middleware added afterwards. So the copy is made here, from the answer's headers.
 */
export function answerHeadAsGet(app: Hono): void {
  const dispatch = app.fetch;
  app.fetch = async (request, env, executionContext) => {
    if (request.method !== 'HEAD') return dispatch(request, env, executionContext);
    const answer = await dispatch(new Request(request, { method: 'GET' }), env, executionContext);
    const headers = new Headers(answer.headers);
    await answer.body?.cancel();
    return new Response(null, { status: answer.status, statusText: answer.statusText, headers });
  };
}
