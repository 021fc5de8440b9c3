import {
  updateProfile as updateProfileEndpoint,
  type ProfilePatch,
} from '@tickrelay/contracts/endpoints/account.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** PATCH /api/account/profile: name and preferred language; answers the updated member. */
export const updateProfile = (body: ProfilePatch, options?: RequestOptions) =>
  callEndpoint(updateProfileEndpoint, { body }, options);

export const useUpdateProfile = () => useEndpoint(updateProfile);
