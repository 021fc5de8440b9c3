import {
  signIn as signInEndpoint,
  type SignInRequest,
} from '@tickrelay/contracts/endpoints/auth.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/signin: the member and the expiry of their new session. */
export const signIn = (body: SignInRequest, options?: RequestOptions) =>
  callEndpoint(signInEndpoint, { body }, options);

export const useSignIn = () => useEndpoint(signIn);
