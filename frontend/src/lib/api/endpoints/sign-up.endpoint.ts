import {
  signUp as signUpEndpoint,
  type SignUpRequest,
} from '@tickrelay/contracts/endpoints/auth.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/signup: 201 {status: 'confirmation_sent'} for every valid request. */
export const signUp = (body: SignUpRequest, options?: RequestOptions) =>
  callEndpoint(signUpEndpoint, { body }, options);

export const useSignUp = () => useEndpoint(signUp);
