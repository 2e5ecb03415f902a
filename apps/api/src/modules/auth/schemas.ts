import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import { emailSchema, sessionSchema } from '@camp/shared/auth';
import { wrapped } from '@camp/shared/request-wrapper';

const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(2048, message);

export const confirmationBodySchema = z.object({
  confirmation_token: requiredString('Confirmation token is required'),
});

export const passwordlessBodySchema = z.object({
  form_id: requiredString('Form id is required'),
});

export const thirdPartyAuthBodySchema = wrapped(
  'auth',
  z.object(
    {
      access_token: z
        .string({ error: 'Access token is required' })
        .min(1, 'Access token is required')
        .max(8192, 'Access token is invalid'),
      provider_name: requiredString('Provider name is required'),
    },
    { error: 'Access token is required' },
  ),
);

/** `{ email }` mails a one-time sign-in link; `{ token }` (from that link) signs in. */
export const loginLinkBodySchema = z
  .object({
    token: z.string().trim().min(1).max(2048).optional(),
    email: emailSchema.optional(),
  })
  .refine((v) => v.token !== undefined || v.email !== undefined, {
    path: ['email'],
    message: 'Email is required',
  });

export const idParamsSchema = z.object({
  id: urlIntField(),
});

export const messageSchema = z.object({ message: z.string() });

export const verifySessionResponseSchema = z.object({
  expired: z.boolean(),
  session: sessionSchema.optional(),
});

export const specialistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  photo_url: z.string().nullable(),
});
