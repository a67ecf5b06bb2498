import type { ProfileUpdateInput, PublicUser } from '../../../shared/auth.ts';
import { browserSend, type Send } from './request.ts';

/** Saves the profile: the fields as JSON, or a multipart form when a photo goes with them. */
export const updateProfile = (fields: ProfileUpdateInput | FormData, send: Send = browserSend) =>
  send<{ user: PublicUser }>('PUT', '/api/users/profile', fields);
