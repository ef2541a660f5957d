import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusResponse } from '@icf/shared';
import { callApi } from '../../../lib/api-client';

/** The parts of the link in the verification e-mail: `/email/verify/{id}/{hash}?expires=…&signature=…`. */
export interface VerificationLink {
  id: string;
  hash: string;
  expires: string | null;
  signature: string | null;
}

/** `GET /api/email/verify/:id/:hash`: `{status: 'verified'}`, or 403 for a bad or expired link. */
export function verifyEmail(link: VerificationLink): Promise<StatusResponse> {
  return callApi('verifyEmail', {
    params: { id: link.id, hash: link.hash },
    query: { expires: link.expires ?? undefined, signature: link.signature ?? undefined },
  });
}

/** One attempt per link: a 403 will not turn into a success by retrying. */
export function verifyEmailQueryOptions(link: VerificationLink) {
  return queryOptions({
    queryKey: ['auth', 'verify-email', link.id, link.hash, link.expires, link.signature],
    queryFn: () => verifyEmail(link),
    retry: false,
    staleTime: Infinity,
  });
}

export function useVerifyEmail(link: VerificationLink) {
  return useQuery(verifyEmailQueryOptions(link));
}
